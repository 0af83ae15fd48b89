import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, queryClient } from './app/app.tsx';
import { currentAlias } from './lib/club-alias.ts';
import { clubQuery } from './lib/club-context.tsx';
import { initI18n } from './lib/i18n.ts';
import { storedLanguage } from './lib/language.ts';

const root = document.getElementById('root');
if (root) {
  // The club loads while the translations do; the first render waits for the translations so no
  // screen ever shows raw keys.
  if (currentAlias !== '') void queryClient.prefetchQuery(clubQuery);
  initI18n(storedLanguage()).then(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
