import { Button, Group, Stack, Text } from '@mantine/core';

/** The content and OK button of the generic error dialog (opened by showErrorDialog in flash.ts). */
export function ErrorDialogBody({
  content,
  okLabel,
  onClose,
}: {
  content: string;
  okLabel: string;
  onClose(): void;
}) {
  return (
    <Stack gap="md">
      <Text>{content}</Text>
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          {okLabel}
        </Button>
      </Group>
    </Stack>
  );
}
