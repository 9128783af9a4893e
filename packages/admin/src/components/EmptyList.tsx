import { Box } from '@mui/material';
import { ListNoResults, useListContext } from 'react-admin';

/**
 * What a list says with nothing to show: its own words ("Chưa có góp ý nào.") when nothing is
 * filtered, or, after a search or a filter, that nothing matches with "Xóa bộ lọc" (react-admin's
 * own), as every other list says.
 */
export function EmptyList({ text }: { text: string }) {
  const { filterValues } = useListContext();
  if (filterValues && Object.keys(filterValues).length > 0) return <ListNoResults />;
  return <Box sx={{ p: 2, color: 'text.secondary' }}>{text}</Box>;
}
