import { Button, type ButtonProps, FileButton } from "@mantine/core";

type ImageFileButtonProps = Omit<ButtonProps, "children"> & {
  label: string;
  onFile: (file: File) => void;
  isPending?: boolean;
  "aria-describedby"?: string;
};

// Chooses one picture (001 §9: images only, a single file; the server stores it as a JPEG).
export function ImageFileButton({ label, onFile, isPending, ...button }: ImageFileButtonProps) {
  return (
    <FileButton onChange={(file) => file && onFile(file)} accept="image/*" disabled={isPending}>
      {(props) => (
        <Button {...props} loading={isPending} {...button}>
          {label}
        </Button>
      )}
    </FileButton>
  );
}
