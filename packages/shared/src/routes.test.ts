import { describe, expect, it } from 'vitest';
import { documentTitle, HOME_TITLE, href, matchPortalRoute, portalRoutes, routeEnabled } from './routes.ts';

// The route table of spec section 2 (docs/DOMAIN.md, "The spec's contract");
// /admin is not in it: the back office is a bundle of its own.
const specPaths = [
  '/',
  '/introduce',
  '/category/{id}',
  '/posts',
  '/posts/{id}',
  '/products',
  '/products/{id}',
  '/products/create-product',
  '/personal-propose-list',
  '/propose/{id}/personal-propose',
  '/propose',
  '/propose/{id}',
  '/propose-introduce',
  '/big-problem',
  '/big-problem/{id}',
  '/report-monitor',
  '/solution/{id}',
  '/idea',
  '/idea/create',
  '/idea/{id}/idea-detail-personal',
  '/idea/{id}/idea-propose',
  '/profile',
  '/contacts',
  '/FAQ',
  '/documents',
  '/internal-documents',
];

describe('the portal route table', () => {
  it('registers every route of the spec', () => {
    const paths = portalRoutes.map((route) => route.path.replace(/:(\w+)/g, '{$1}'));
    for (const path of specPaths) expect(paths).toContain(path);
  });

  it('gives every route but the post detail a Vietnamese title', () => {
    for (const route of portalRoutes) {
      if (route.name === 'PostDetail') expect(route.title).toBeUndefined();
      else expect(route.title, route.name).toMatch(/\S/);
    }
  });

  it('guards the routes the spec marks as needing sign-in', () => {
    const guarded = portalRoutes.filter((route) => route.requiresLogin).map((route) => route.path);
    for (const path of [
      '/products/create-product',
      '/personal-propose-list',
      '/propose/:id/personal-propose',
      '/idea/create',
      '/profile',
      '/internal-documents',
    ]) {
      expect(guarded).toContain(path);
    }
    expect(guarded).not.toContain('/products/:id');
  });

  it('matches paths to routes, the fixed path before the parameter', () => {
    expect(matchPortalRoute('/products/create-product')?.name).toBe('createProduct');
    expect(matchPortalRoute('/products/12')?.name).toBe('ProductDetail');
    expect(matchPortalRoute('/propose/12/personal-propose')?.name).toBe('PersonalProposeEdit');
    expect(matchPortalRoute('/posts/')?.name).toBe('PostIndex');
    expect(matchPortalRoute('/khong-co')).toBeUndefined();
    expect(matchPortalRoute('/posts/1/2')).toBeUndefined();
  });

  it('builds links from route names', () => {
    expect(href('Home')).toBe('/');
    expect(href('IdeaPropose', { id: 5 })).toBe('/idea/5/idea-propose');
    expect(() => href('ProductDetail')).toThrow(/Missing parameter id/);
  });

  it('falls back to the home title', () => {
    expect(documentTitle(undefined)).toBe(HOME_TITLE);
    expect(documentTitle('Hỏi đáp')).toBe(`Hỏi đáp | ${HOME_TITLE}`);
  });
});

describe('routeEnabled', () => {
  it('opens Hỏi đáp and Liên hệ only while their flags are on, and hides them while the settings are unknown', () => {
    expect(routeEnabled('QuestionAndAnswer', { question_and_answer: true, contact: false })).toBe(true);
    expect(routeEnabled('Contact', { question_and_answer: true, contact: false })).toBe(false);
    expect(routeEnabled('QuestionAndAnswer', { question_and_answer: false, contact: true })).toBe(false);
    expect(routeEnabled('Contact', null)).toBe(false);
    expect(routeEnabled('Documents', null)).toBe(true);
  });
});
