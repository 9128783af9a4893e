import { resolution57 } from './resolution.ts';

/**
 * The opening words of the home page. The portal's home page renders them, and the server paints
 * them first, in the page it sends, before the portal's script has run (server web/portal.ts).
 */
export const homeHero = {
  title: `Cổng thông tin ${resolution57.short}`,
  lead: `Nơi người dân, doanh nghiệp và các nhà khoa học cùng theo dõi, đóng góp và kết nối trong triển khai ${resolution57.full}.`,
};
