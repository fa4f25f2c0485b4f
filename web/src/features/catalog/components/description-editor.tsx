import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import { Box, FormHelperText, Paper, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Made once: tiptap compares the options it is given on every render with those it holds, and a new
 * extension (or props) object makes it reset the editor's view each time the form re-renders.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: false,
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    link: false,
    underline: false,
  }),
];

/**
 * The description editor: bold, italic, bullet and numbered lists, nothing else (the server keeps
 * only these when it stores the description). Highlighted while empty (`highlighted`), as the spec asks;
 * its message shows once the field is touched.
 */
export function DescriptionEditor({
  value,
  onChange,
  error,
  highlighted = false,
}: {
  value: string;
  onChange: (html: string) => void;
  error?: string;
  highlighted?: boolean;
}) {
  const { t } = useTranslation();
  const label = t('productForm.description');
  const editorProps = useMemo(
    () => ({ attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', 'data-testid': 'description-editor' } }),
    [label],
  );
  // The first value is the editor's content; after that the editor holds it (a later `value` is what it reported).
  const [content] = useState(value);
  const editor = useEditor({
    extensions: EXTENSIONS,
    content,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    editorProps,
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
    }),
  });
  const tools = [
    { key: 'bold', label: t('productForm.bold'), icon: <FormatBoldIcon />, run: () => editor?.chain().focus().toggleBold().run() },
    { key: 'italic', label: t('productForm.italic'), icon: <FormatItalicIcon />, run: () => editor?.chain().focus().toggleItalic().run() },
    { key: 'bulletList', label: t('productForm.bulletList'), icon: <FormatListBulletedIcon />, run: () => editor?.chain().focus().toggleBulletList().run() },
    {
      key: 'orderedList',
      label: t('productForm.numberedList'),
      icon: <FormatListNumberedIcon />,
      run: () => editor?.chain().focus().toggleOrderedList().run(),
    },
  ] as const;
  return (
    <Box>
      <Typography variant="body2" color={error || highlighted ? 'error' : 'text.secondary'} sx={{ mb: 0.5 }}>
        {t('productForm.description')} *
      </Typography>
      <Paper
        variant="outlined"
        data-highlighted={error || highlighted ? 'true' : undefined}
        sx={{ borderColor: error || highlighted ? 'error.main' : undefined, borderWidth: error || highlighted ? 2 : 1 }}
      >
        <ToggleButtonGroup size="small" sx={{ p: 0.5 }}>
          {tools.map((tool) => (
            // A press keeps the focus (and the selection) in the editor: a button that took it would give it back
            // only a frame later (tiptap's focus), and a key typed meanwhile would press the button again.
            <ToggleButton
              key={tool.key}
              value={tool.key}
              selected={active?.[tool.key] ?? false}
              onMouseDown={(event) => event.preventDefault()}
              onClick={tool.run}
              aria-label={tool.label}
              title={tool.label}
            >
              {tool.icon}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ px: 2, pb: 1, '& .ProseMirror': { minHeight: 120, outline: 'none' } }}>
          <EditorContent editor={editor} />
        </Box>
      </Paper>
      <FormHelperText error={Boolean(error)}>{error ?? ' '}</FormHelperText>
    </Box>
  );
}
