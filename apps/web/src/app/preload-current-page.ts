import { preloadCurrentPage } from './page-modules';

// A module of its own, imported first by main.tsx: ES modules run in import order, so this runs before React,
// the router and the login page are evaluated (decision 105).
preloadCurrentPage(window.location.pathname);
