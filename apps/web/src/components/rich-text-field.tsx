import { Input } from '@mantine/core';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import tiptapCss from '@mantine/tiptap/styles.css?inline';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { addStyles } from '../lib/styles/page-styles.ts';

addStyles('mantine-tiptap', tiptapCss, 'last');

/** The editor's buttons in the interface language (tiptap's defaults are English). */
function useEditorLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      boldControlLabel: t('news.editor.bold'),
      italicControlLabel: t('news.editor.italic'),
      underlineControlLabel: t('news.editor.underline'),
      strikeControlLabel: t('news.editor.strike'),
      clearFormattingControlLabel: t('news.editor.clearFormatting'),
      h2ControlLabel: t('news.editor.heading2'),
      h3ControlLabel: t('news.editor.heading3'),
      bulletListControlLabel: t('news.editor.bulletList'),
      orderedListControlLabel: t('news.editor.orderedList'),
      blockquoteControlLabel: t('news.editor.blockquote'),
      linkControlLabel: t('news.editor.link'),
      unlinkControlLabel: t('news.editor.unlink'),
      linkEditorInputLabel: t('news.editor.linkAddress'),
      linkEditorInputPlaceholder: 'https://',
      linkEditorExternalLink: t('news.editor.linkExternal'),
      linkEditorInternalLink: t('news.editor.linkInternal'),
      linkEditorSave: t('news.editor.linkSave'),
      undoControlLabel: t('news.editor.undo'),
      redoControlLabel: t('news.editor.redo'),
    }),
    [t],
  );
}

/**
 * A rich-text field limited to what the server keeps (modules/news/sanitize.ts): paragraphs, bold,
 * italic, underline, strike, headings 2-3, lists, quotes and links. `onChange` receives the HTML, or
 * '' when the editor is empty.
 */
export function RichTextField({
  label,
  initialValue,
  onChange,
  error,
  required,
}: {
  label: string;
  initialValue: string;
  onChange(html: string): void;
  error?: ReactNode;
  required?: boolean;
}) {
  const labels = useEditorLabels();
  const errorId = useId();
  // Without a dependency list, tiptap applies these options again on each render (fresh callbacks and
  // attributes) and keeps the document.
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        link: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        heading: { levels: [2, 3] },
      }),
      Link.configure({ openOnClick: false, protocols: ['http', 'https', 'mailto'] }),
    ],
    content: initialValue,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  return (
    <Input.Wrapper label={label} error={error} required={required} errorProps={{ id: errorId }}>
      <RichTextEditor
        editor={editor}
        labels={labels}
        mt={4}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={220} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
