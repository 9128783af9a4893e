import { Box, InputAdornment, Typography } from '@mui/material';
import {
  contrastRatio,
  HEX_COLOR,
  MIN_TEXT_CONTRAST,
  ratioText,
  TEXT_ON_ACCENT,
  TEXT_ON_PRIMARY,
  themeOf,
} from '@portal/shared/theme';
import { TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { ImageUploadInput } from '../../components/ImageUploadInput.tsx';

/**
 * Giao diện: the department's logo, favicon and share image, its colours with a live preview of the
 * portal's header and the contrast each reaches, its short name and the title suffix. The server
 * refuses a colour under WCAG AA (the same rule, shared/src/theme.ts); the preview says so first.
 */
export function AppearanceInputs({ names = true }: { names?: boolean }) {
  return (
    <>
      {/* The setup asks for the short name with the department's other names. */}
      {names ? (
        <>
          <TextInput
            source="department_short_name"
            fullWidth
            helperText="resources.settings.helpers.department_short_name"
          />
          <TextInput source="title_suffix" fullWidth helperText="resources.settings.helpers.title_suffix" />
        </>
      ) : null}
      <ColourInput source="primary_color" />
      <ColourInput source="accent_color" />
      <ThemePreview />
      <ImageUploadInput
        source="logo_url"
        label="resources.settings.fields.logo_url"
        texts="resources.settings.image"
        empty=""
        previewWidth={96}
      />
      <ImageUploadInput
        source="favicon_url"
        label="resources.settings.fields.favicon_url"
        texts="resources.settings.image"
        empty=""
        previewWidth={48}
      />
      <ImageUploadInput
        source="share_image_url"
        label="resources.settings.fields.share_image_url"
        texts="resources.settings.image"
        empty=""
      />
    </>
  );
}

/** A colour typed as #rrggbb, with the browser's colour picker beside it writing the same field. */
function ColourInput({ source }: { source: 'primary_color' | 'accent_color' }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const value = useWatch({ name: source }) as string | undefined;
  return (
    <TextInput
      source={source}
      helperText={`resources.settings.helpers.${source}`}
      sx={{ maxWidth: 480 }}
      fullWidth
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <input
                type="color"
                aria-label={translate('resources.settings.helpers.pick_colour', {
                  field: translate(`resources.settings.fields.${source}`).toLowerCase(),
                })}
                value={HEX_COLOR.test(value ?? '') ? (value as string).toLowerCase() : '#000000'}
                onChange={(event) => setValue(source, event.target.value, { shouldDirty: true, shouldValidate: true })}
                style={{ width: 44, height: 44, border: 0, padding: 0, background: 'none', cursor: 'pointer' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

function ContrastLine({ label, text, colour }: { label: string; text: string; colour: string | undefined }) {
  const translate = useTranslate();
  const valid = HEX_COLOR.test(colour ?? '');
  const ratio = valid ? contrastRatio(text, colour as string) : 0;
  const passes = ratio >= MIN_TEXT_CONTRAST;
  return (
    <Typography variant="body2" color={valid && passes ? 'success.dark' : 'error'}>
      {translate(label)}:{' '}
      {valid
        ? translate(passes ? 'resources.settings.preview.passes' : 'resources.settings.preview.fails', {
            ratio: ratioText(ratio),
          })
        : translate('resources.settings.preview.invalid')}
    </Typography>
  );
}

/** The portal's header, menu entry, button and link in the colours being chosen. */
function ThemePreview() {
  const translate = useTranslate();
  const [primary, accent, logo, agency] = useWatch({
    name: ['primary_color', 'accent_color', 'logo_url', 'managing_agency'],
  }) as [string | undefined, string | undefined, string | undefined, string | undefined];
  const theme = themeOf({ primary_color: primary, accent_color: accent });
  return (
    <Box component="section" aria-labelledby="theme-preview-title" sx={{ mb: 3, width: '100%', maxWidth: 640 }}>
      <Typography id="theme-preview-title" variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {translate('resources.settings.preview.title')}
      </Typography>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, bgcolor: '#fff' }}>
          <Box
            component="img"
            src={logo || '/favicon.svg'}
            alt=""
            sx={{ width: 40, height: 40, objectFit: 'contain' }}
          />
          <Typography sx={{ fontWeight: 600, color: '#4a5563' }}>
            {agency?.trim() || translate('resources.settings.preview.agency')}
          </Typography>
        </Box>
        <Box
          sx={{
            background: `linear-gradient(90deg, ${theme.primary}, ${theme.primaryLight})`,
            color: TEXT_ON_PRIMARY,
            px: 2,
            py: 1.25,
            fontWeight: 600,
          }}
        >
          <Box component="span" sx={{ pb: 0.75, boxShadow: `inset 0 -3px 0 ${theme.accent}` }}>
            {translate('resources.settings.preview.menu')}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, p: 1.5, bgcolor: '#fff' }}>
          <Box
            component="span"
            sx={{ bgcolor: theme.primary, color: TEXT_ON_PRIMARY, px: 2, py: 0.75, borderRadius: 1, fontWeight: 500 }}
          >
            {translate('resources.settings.preview.button')}
          </Box>
          <Box component="span" sx={{ color: theme.link, textDecoration: 'underline' }}>
            {translate('resources.settings.preview.link')}
          </Box>
          <Box component="span" sx={{ bgcolor: theme.accent, color: TEXT_ON_ACCENT, px: 1, borderRadius: 1 }}>
            {translate('resources.settings.fields.accent_color')}
          </Box>
        </Box>
      </Box>
      <Box role="status" sx={{ mt: 1 }}>
        <ContrastLine label="resources.settings.preview.on_primary" text={TEXT_ON_PRIMARY} colour={primary} />
        <ContrastLine label="resources.settings.preview.on_accent" text={TEXT_ON_ACCENT} colour={accent} />
      </Box>
    </Box>
  );
}
