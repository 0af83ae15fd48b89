import { Anchor, Text } from '@mantine/core';

/**
 * Where and by whom a picture or video was taken: "spot · author", the author's name filtering the
 * list on their media.
 */
export function MediaCredit({
  media,
  onMember,
}: {
  media: { Spot_name: string | null; Author_name: string | null; User_id: number | null };
  onMember(memberId: number): void;
}) {
  const authorId = media.User_id;
  return (
    <Text size="xs" c="dimmed" truncate="end">
      {media.Spot_name}
      {media.Spot_name && media.Author_name ? ' · ' : ''}
      {media.Author_name && authorId !== null && (
        <Anchor component="button" type="button" size="xs" onClick={() => onMember(authorId)}>
          {media.Author_name}
        </Anchor>
      )}
    </Text>
  );
}
