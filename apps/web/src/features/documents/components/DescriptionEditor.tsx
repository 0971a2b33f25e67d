import { Input, Stack } from "@mantine/core";
import { Link, RichTextEditor } from "@mantine/tiptap";
import "@mantine/tiptap/styles.css";
import { useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useId } from "react";

type DescriptionEditorProps = {
  label: string;
  // The form's HTML: set from outside (a restored draft), it replaces the editor's content.
  value: string;
  onChange: (html: string) => void;
  error?: string | null;
};

// 000 §3: the description is stored as HTML paragraphs; the server sanitizes it. Only the
// formatting the server keeps is offered: bold, italic, underline, strike, headings,
// lists, quotes and links.
export function DescriptionEditor({ label, value, onChange, error }: DescriptionEditorProps) {
  const labelId = useId();
  const editor = useEditor({
    // The link extension comes from @mantine/tiptap (Mod+K opens its editor).
    extensions: [
      StarterKit.configure({
        link: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        heading: { levels: [2, 3, 4] },
      }),
      Link,
    ],
    content: "",
    editorProps: {
      attributes: { "aria-labelledby": labelId, "aria-multiline": "true", role: "textbox" },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
  });
  // Typing reports the same HTML back, so only a value from elsewhere changes the content.
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? "" : editor.getHTML())) {
      editor.commands.setContent(value);
    }
  }, [editor, value]);

  return (
    <Stack gap={4}>
      <Input.Label id={labelId} required>
        {label}
      </Input.Label>
      <RichTextEditor editor={editor}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={140} />
      </RichTextEditor>
      {error && <Input.Error>{error}</Input.Error>}
    </Stack>
  );
}
