import { type Aptitude, aptitudeLabel } from '@club/shared/domain/aptitudes';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A diver's aptitudes as small badges ("PE-40", "PA-20"), or "Aucune aptitude". */
export function AptitudeBadges({
  aptitudes,
  label,
  size = 'sm',
}: {
  aptitudes: readonly Aptitude[];
  /** The list's accessible name (default "Aptitudes"). */
  label?: string;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  if (aptitudes.length === 0)
    return (
      <Text size={size} c="dimmed">
        {t('aptitudes.none')}
      </Text>
    );
  return (
    <Group
      gap={4}
      wrap="wrap"
      component="ul"
      aria-label={label ?? t('aptitudes.title')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {aptitudes.map((aptitude) => (
        <Badge
          key={aptitude}
          component="li"
          variant="outline"
          color="club"
          size={size}
          title={t(`aptitudes.names.${aptitude}`)}
        >
          {aptitudeLabel(aptitude)}
        </Badge>
      ))}
    </Group>
  );
}
