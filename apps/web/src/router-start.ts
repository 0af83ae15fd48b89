/**
 * What src/main.tsx takes from the router, for src/boot.ts to evaluate the router's chunk in a task of
 * its own before the app's: importing 'react-router' itself there would keep all of its exports in the
 * build (a namespace is not tree-shaken), 90 KB more.
 */
export { createBrowserRouter, RouterProvider } from 'react-router';
