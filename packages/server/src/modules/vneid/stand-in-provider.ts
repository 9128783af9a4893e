import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { escapeHtml } from '../../http/html.ts';

/**
 * A stand-in for the national identity service (VNeID), for development and tests only:
 * an OpenID provider built on `oidc-provider`, mounted at /dev-idp, with a few test citizens.
 * It starts when VNEID_ISSUER is not set and NODE_ENV is not production.
 */
export const STAND_IN_PATH = '/dev-idp';
const LOGIN_PATH = '/dev-idp-login';
export const STAND_IN_CLIENT = { id: 'cong-nq57-dev', secret: 'stand-in-secret-for-development-only' };

/** The test citizens (invented names, citizen IDs in the national format). */
export const testCitizens = [
  { sub: 'vneid-0001', name: 'Nguyễn Văn Bình', citizen_id: '079201001234', email: 'binh.nguyen@vneid.test' },
  { sub: 'vneid-0002', name: 'Trần Thị Mai', citizen_id: '001199005678', email: 'mai.tran@vneid.test' },
  { sub: 'vneid-0003', name: 'Lê Hoàng Nam', citizen_id: '048300009012', email: 'nam.le@vneid.test' },
  // Linked to password accounts by the link journey (e2e/tests/vneid.spec.ts), one per browser project.
  { sub: 'vneid-0004', name: 'Phạm Minh Châu', citizen_id: '079195004321', email: 'chau.pham@vneid.test' },
  { sub: 'vneid-0005', name: 'Đỗ Thu Hằng', citizen_id: '001298007777', email: 'hang.do@vneid.test' },
  // Signed in for the first time by the sign-in journey (e2e/tests/vneid.spec.ts), one per browser project.
  { sub: 'vneid-0006', name: 'Vũ Quốc Khánh', citizen_id: '031202003456', email: 'khanh.vu@vneid.test' },
  { sub: 'vneid-0007', name: 'Hoàng Thị Lan', citizen_id: '036197008899', email: 'lan.hoang@vneid.test' },
] as const;

function page(title: string, body: string) {
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="/favicon.svg"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f3f6fa;margin:0;padding:2rem 1rem;color:#1f2937}main{max-width:28rem;margin:0 auto;background:#fff;border-radius:.5rem;padding:1.5rem;box-shadow:0 2px 8px rgba(0,0,0,.1)}h1{font-size:1.4rem;color:#b3151b}p.note{font-size:.875rem;color:#4b5563}button{display:block;width:100%;margin:.5rem 0;padding:.75rem;border:1px solid #b3151b;border-radius:.375rem;background:#fff;color:#b3151b;font-size:1rem;cursor:pointer;text-align:left}button:hover,button:focus{background:#b3151b;color:#fff}</style></head>
<body><main>${body}</main></body></html>`;
}

/** Mounts the stand-in provider on the app; its issuer is below the portal's own address (`publicOrigin`). */
export function registerStandInProvider(app: FastifyInstance, origin: string) {
  let provider: Promise<Provider> | undefined;

  const providerFor = () => {
    provider ??= createProvider(origin);
    return provider;
  };

  const passThrough = async (request: FastifyRequest, reply: FastifyReply) => {
    const oidc = await providerFor();
    reply.hijack();
    // The provider sees paths below its mount point, as behind a framework's `use(prefix, …)`,
    // and finds its mount point from `originalUrl`.
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    raw.originalUrl = raw.url;
    // The provider's own path, always from "/": "/dev-idp?x" must not become "?x" (the provider fails on it).
    const rest = raw.url?.slice(STAND_IN_PATH.length) ?? '';
    raw.url = rest.startsWith('/') ? rest : `/${rest}`;
    oidc.callback()(request.raw, reply.raw);
  };

  void app.register(async (scope) => {
    // The provider reads request bodies (token, logout confirmation) from the raw stream itself.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.all(STAND_IN_PATH, passThrough);
    scope.all(`${STAND_IN_PATH}/*`, passThrough);
  });

  app.get<{ Params: { uid: string } }>(`${LOGIN_PATH}/:uid`, async (request, reply) => {
    const oidc = await providerFor();
    const details = await oidc.interactionDetails(request.raw, reply.raw);
    const buttons = testCitizens
      .map(
        (citizen) =>
          `<form method="get" action="${LOGIN_PATH}/${escapeHtml(details.uid)}/login"><input type="hidden" name="account" value="${citizen.sub}"><button type="submit">${escapeHtml(citizen.name)} — CCCD ${citizen.citizen_id}</button></form>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .header(
        'content-security-policy',
        "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; form-action 'self'",
      )
      .send(
        page(
          'VNeID (mô phỏng) – Đăng nhập',
          `<h1>VNeID (mô phỏng)</h1><p class="note">Máy chủ định danh mô phỏng dùng khi phát triển và kiểm thử. Chọn một công dân thử nghiệm để đăng nhập.</p>${buttons}`,
        ),
      );
  });

  app.get<{ Params: { uid: string }; Querystring: { account?: string } }>(
    `${LOGIN_PATH}/:uid/login`,
    async (request, reply) => {
      const oidc = await providerFor();
      const citizen = testCitizens.find((candidate) => candidate.sub === request.query.account);
      // The address to go back to, or an error (unknown interaction: 400) the error handler answers;
      // never a hijacked reply that an error would leave hanging.
      const returnTo = await oidc.interactionResult(
        request.raw,
        reply.raw,
        citizen ? { login: { accountId: citizen.sub } } : { error: 'access_denied' },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    },
  );

  async function createProvider(base: string): Promise<Provider> {
    const { default: OidcProvider } = await import('oidc-provider');
    const oidc = new OidcProvider(`${base}${STAND_IN_PATH}`, {
      clients: [
        {
          client_id: STAND_IN_CLIENT.id,
          client_secret: STAND_IN_CLIENT.secret,
          redirect_uris: [`${base}/login`],
          post_logout_redirect_uris: [`${base}/logout`],
          response_types: ['code'],
          grant_types: ['authorization_code'],
        },
      ],
      pkce: { required: () => true },
      claims: { openid: ['sub'], profile: ['name', 'citizen_id'], email: ['email'] },
      features: {
        devInteractions: { enabled: false },
        rpInitiatedLogout: {
          enabled: true,
          logoutSource: async (ctx, form) => {
            ctx.body = page(
              'VNeID (mô phỏng) – Đăng xuất',
              `<h1>VNeID (mô phỏng)</h1><p>Ông/Bà có muốn đăng xuất khỏi tài khoản định danh?</p>${form}<button type="submit" form="op.logoutForm" name="logout" value="yes">Đăng xuất</button><button type="submit" form="op.logoutForm">Ở lại</button>`,
            );
          },
        },
      },
      interactions: { url: (_ctx, interaction) => `${LOGIN_PATH}/${interaction.uid}` },
      // The portal is this provider's only client: no consent screen.
      loadExistingGrant: async (ctx) => {
        const grantId =
          ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(ctx.oidc.client?.clientId ?? '');
        if (grantId) return ctx.oidc.provider.Grant.find(grantId);
        const grant = new ctx.oidc.provider.Grant({
          clientId: ctx.oidc.client?.clientId,
          accountId: ctx.oidc.session?.accountId,
        });
        grant.addOIDCScope('openid profile email');
        await grant.save();
        return grant;
      },
      findAccount: async (_ctx, id) => {
        const citizen = testCitizens.find((candidate) => candidate.sub === id);
        return citizen ? { accountId: citizen.sub, claims: async () => ({ ...citizen }) } : undefined;
      },
      cookies: { keys: ['stand-in-cookie-key-for-development-only'] },
    });
    // Quiet: the stand-in's own warnings about development keys are expected here.
    oidc.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'VNeID stand-in error'));
    return oidc;
  }
}
