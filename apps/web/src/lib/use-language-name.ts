import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A language's name in the interface language ("Anglais" in French), capitalised: the editors' tabs. */
export function useLanguageName(): (key: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
    return (key: string) => {
      const name = names.of(key) ?? key;
      return name.charAt(0).toLocaleUpperCase(i18n.language) + name.slice(1);
    };
  }, [i18n.language]);
}
