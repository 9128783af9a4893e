/**
 * What the back office's build gives react-admin in place of `ra-language-english` (vite.config.ts):
 * react-admin's `<Admin>` keeps an English provider as the default of a prop the back office always
 * sets, which shipped 2 KB gzip of English texts nobody reads. Its texts are the Vietnamese ones,
 * key for key (vi.test.ts compares them with the English package itself).
 */
export { raVietnamese as default } from './vi.ts';
