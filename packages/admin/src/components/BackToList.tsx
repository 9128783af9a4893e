import ListIcon from '@mui/icons-material/List';
import { Button } from '@mui/material';
import { Link } from 'react-admin';

/** "Về danh sách" in words at every width, a 44 px target (react-admin's ListButton is a bare 24 px icon on a phone). */
export function BackToList({ resource }: { resource: string }) {
  return (
    <Button component={Link} to={`/${resource}`} startIcon={<ListIcon />} sx={{ minHeight: 44 }}>
      Về danh sách
    </Button>
  );
}
