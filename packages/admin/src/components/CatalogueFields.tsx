import { Box, Link } from '@mui/material';
import { type Catalogue, type FieldAudience, fieldsFor, isOpenableLink, shownText } from '@portal/shared/catalogue';
import { Field } from './Submission.tsx';

/** Read by screen readers only. */
// In pixels: MUI's sx reads `width: 1` as 100%, which widened the page (the try-out saw 1739 px).
const OFF_SCREEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * A record's fields from its catalogue, read-only, each under its one label: all that staff see,
 * or those of `only`, but those of `except`. Contact fields say whether their author published them.
 */
export function CatalogueFields({
  catalogue,
  record,
  reader = 'staff',
  only,
  except = [],
}: {
  catalogue: Catalogue;
  record: object;
  reader?: FieldAudience;
  only?: readonly string[];
  except?: readonly string[];
}) {
  const values = record as Record<string, unknown>;
  return fieldsFor(catalogue, reader)
    .filter(([key]) => (only ? only.includes(key) : !except.includes(key)))
    .map(([key, spec]) => {
      const value = values[key];
      const text = value === null || value === undefined || value === '' ? null : shownText(spec, value);
      const publisher = spec.publishedBy;
      const published = publisher && text ? (values[publisher] ? ' (công khai)' : ' (không công khai)') : '';
      return (
        <Field key={key} label={spec.label}>
          {spec.show === 'link' && isOpenableLink(value) ? (
            <Link href={value} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
              {value}
              <Box component="span" sx={OFF_SCREEN}>
                {' '}
                (mở trong thẻ mới)
              </Box>
            </Link>
          ) : text === null ? null : (
            `${text}${published}`
          )}
        </Field>
      );
    });
}
