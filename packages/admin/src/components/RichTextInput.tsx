import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Menu, MenuItem } from '@mui/material';
import {
  AlignmentButtons,
  ClearButtons,
  ColorButtons,
  DefaultEditorOptions,
  FormatButtons,
  ImageButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput as RaRichTextInput,
  type RichTextInputProps,
  RichTextInputToolbar,
  useTiptapEditor,
} from 'ra-input-rich-text';
import { useEffect, useId, useMemo, useState } from 'react';
import { useResourceContext, useTranslate, useTranslateLabel } from 'react-admin';

/**
 * The paragraph kinds a body may use. The page's title is its only h1 (the portal's and the back
 * office's), so a body starts its sections at h2.
 */
const levels = [
  { key: 'ra.tiptap.paragraph', level: 0 },
  { key: 'ra.tiptap.heading2', level: 2 },
  { key: 'ra.tiptap.heading3', level: 3 },
  { key: 'ra.tiptap.heading4', level: 4 },
] as const;

/**
 * The kind of the current paragraph as a menu button. ra-input-rich-text's own LevelSelect is a
 * `nav` landmark holding a list item outside any list: screen readers announce one more navigation
 * per editor, each named alike, and a list that is not there.
 */
function HeadingSelect() {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const currentOf = () =>
    levels.find(({ level }) =>
      level === 0 ? editor?.isActive('paragraph') : editor?.isActive('heading', { level }),
    ) ?? levels[0];
  const [current, setCurrent] = useState(currentOf);
  // The kind follows the cursor: every transaction (typing, moving, a toolbar's change) may move it.
  useEffect(() => {
    if (!editor) return;
    const follow = () => setCurrent(currentOf());
    editor.on('transaction', follow);
    return () => {
      editor.off('transaction', follow);
    };
  });
  const choose = (level: number) => {
    setAnchor(null);
    const chain = editor.chain().focus();
    (level === 0 ? chain.setNode('paragraph') : chain.setNode('heading', { level })).run();
  };
  const shown = translate(current.key);
  return (
    <>
      <Button
        size="small"
        color="inherit"
        aria-label={`${translate('ra.tiptap.select_level')}: ${shown}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        disabled={!editor?.isEditable}
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', minHeight: 44 }}
      >
        {shown}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {levels.map(({ key, level }) => (
          <MenuItem key={key} selected={level === current.level} onClick={() => choose(level)}>
            {translate(key)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * ra-input-rich-text's editor, named and with a toolbar that passes axe: the editable area is a
 * textbox named by the field's label (the library names only the box around it), and the
 * paragraph kind is a menu button.
 */
export function RichTextInput(props: RichTextInputProps) {
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext(props);
  const name = translateLabel({ label: props.label, resource, source: props.source });
  const editorOptions = useMemo(
    () => ({
      ...DefaultEditorOptions,
      editorProps: { attributes: { 'aria-label': typeof name === 'string' ? name : props.source } },
    }),
    [name, props.source],
  );
  return (
    <RaRichTextInput
      editorOptions={editorOptions}
      toolbar={
        <RichTextInputToolbar>
          <HeadingSelect />
          <FormatButtons />
          <ColorButtons />
          <AlignmentButtons />
          <ListButtons />
          <LinkButtons />
          <ImageButtons />
          <QuoteButtons />
          <ClearButtons />
        </RichTextInputToolbar>
      }
      {...props}
      // Each tool a 44 px target: the library's are 34 px, small for a finger on a phone.
      sx={[{ '& .RaRichTextInputToolbar-root .MuiToggleButton-root': { minWidth: 44, minHeight: 44 } }, props.sx]}
    />
  );
}
