import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, queryClient } from './app/app.tsx';
import { currentAlias } from './lib/club-alias.ts';
import { clubQuery } from './lib/club-context.tsx';
import { redeemHandOverCookie } from './lib/hand-over.ts';
import { initI18n } from './lib/i18n.ts';
import { storedLanguage } from './lib/language.ts';

const root = document.getElementById('root');
if (root) {
  // The club loads while the translations do; the first render waits for the translations so no
  // screen ever shows raw keys.
  if (currentAlias !== '') void queryClient.prefetchQuery(clubQuery);
  // A super administrator arriving from another club's admin redeems the hand-over before the session loads.
  Promise.all([initI18n(storedLanguage()), redeemHandOverCookie()]).then(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
