import { interestsApi } from '@portal/shared/api/interests';
import {
  InterestAnswerSchema,
  InterestIdParamsSchema,
  InterestInputSchema,
  InterestListResponseSchema,
  ListInterestsQuerySchema,
  MyInterestAnswerSchema,
  MyListingListResponseSchema,
  NeedParamsSchema,
  RenewAnswerSchema,
} from '@portal/shared/interests';
import { ProductParamsSchema } from '@portal/shared/products';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { serve } from '../../http/contract.ts';
import { personThrottle } from '../../http/throttle.ts';
import { authenticate } from '../auth/guard.ts';

/**
 * Bày tỏ quan tâm, the portal's side: a signed-in person sends an interest in a
 * product or a need (a public proposal of kind `need`, owned by its author); the owner reads the ones staff forwarded and accepts or declines; each side reads the
 * other's contact only once accepted. Nothing here changes public content: the cache stays.
 */
export function registerInterestsRoutes(app: FastifyInstance, context: AppContext): void {
  const { tokens, auth, interests, config } = context;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = (request: Parameters<typeof authenticate>[0]) => authenticate(request, tokens, auth);
  const tags = ['interests'];

  serve(
    routes,
    interestsApi.create,
    {
      config: { signedIn: true, ...personThrottle(config) },
      schema: {
        tags,
        summary:
          'Bày tỏ quan tâm đến một sản phẩm đã đăng { message 10–1000 ký tự, demand_type 1–5 } (201, kèm thông báo tiếp nhận cho người gửi và thông báo cho cán bộ kiểm duyệt; 403 tin của chính mình; 409 đã có yêu cầu đang xử lý, hoặc chưa hết 30 ngày sau khi yêu cầu trước bị từ chối hay đóng)',
        params: ProductParamsSchema,
        body: InterestInputSchema,
        response: { 201: InterestAnswerSchema },
      },
    },
    async (request, reply) => {
      const { user } = await signedIn(request);
      const data = await interests.create(user.id, request.params.id, request.body);
      return reply.code(201).send({ data });
    },
  );

  serve(
    routes,
    interestsApi.mine,
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary:
          'Trang sản phẩm hỏi (khi đã đăng nhập): tôi có phải chủ sở hữu (kèm số yêu cầu, số đã đồng ý), yêu cầu gần nhất của tôi, tôi có gửi được không và từ ngày nào (404 sản phẩm không công khai)',
        params: ProductParamsSchema,
        response: { 200: MyInterestAnswerSchema },
      },
    },
    async (request) => {
      const { user } = await signedIn(request);
      return { data: await interests.mine(user.id, request.params.id) };
    },
  );

  serve(
    routes,
    interestsApi.createForNeed,
    {
      config: { signedIn: true, ...personThrottle(config) },
      schema: {
        tags,
        summary:
          'Bày tỏ quan tâm đến một nhu cầu (đề xuất loại nhu cầu đã duyệt hoặc đã công bố) { message 10–1000 ký tự, demand_type 1–5 } (201, thông báo như với sản phẩm; 404 không phải nhu cầu công khai; 403 nhu cầu của chính mình; 409 nhu cầu đã hết hạn hiển thị, đã có yêu cầu đang xử lý, hoặc chưa hết 30 ngày sau khi yêu cầu trước bị từ chối hay đóng)',
        params: NeedParamsSchema,
        body: InterestInputSchema,
        response: { 201: InterestAnswerSchema },
      },
    },
    async (request, reply) => {
      const { user } = await signedIn(request);
      const data = await interests.create(user.id, request.params.id, request.body, 'need');
      return reply.code(201).send({ data });
    },
  );

  serve(
    routes,
    interestsApi.mineForNeed,
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary:
          'Trang nhu cầu hỏi (khi đã đăng nhập): tôi có phải người đăng (kèm số yêu cầu, số đã đồng ý), yêu cầu gần nhất của tôi, tôi có gửi được không và từ ngày nào (404 không phải nhu cầu công khai)',
        params: NeedParamsSchema,
        response: { 200: MyInterestAnswerSchema },
      },
    },
    async (request) => {
      const { user } = await signedIn(request);
      return { data: await interests.mine(user.id, request.params.id, 'need') };
    },
  );

  serve(
    routes,
    interestsApi.sent,
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'Các yêu cầu quan tâm tôi đã gửi, mới trước; liên hệ của chủ sở hữu chỉ khi đã đồng ý',
        querystring: ListInterestsQuerySchema,
        response: { 200: InterestListResponseSchema },
      },
    },
    async (request) => {
      const { user } = await signedIn(request);
      return interests.sent(user.id, request.query.page, request.query.per_page);
    },
  );

  serve(
    routes,
    interestsApi.received,
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary:
          'Các yêu cầu quan tâm Sở đã chuyển đến tôi (chủ sở hữu), mới trước; liên hệ của người gửi chỉ khi tôi đã đồng ý',
        querystring: ListInterestsQuerySchema,
        response: { 200: InterestListResponseSchema },
      },
    },
    async (request) => {
      const { user } = await signedIn(request);
      return interests.received(user.id, request.query.page, request.query.per_page);
    },
  );

  for (const [entry, answer, label] of [
    [interestsApi.accept, 'accepted', 'Đồng ý kết nối'],
    [interestsApi.decline, 'declined', 'Từ chối'],
  ] as const) {
    serve(
      routes,
      entry,
      {
        config: { signedIn: true },
        schema: {
          tags,
          summary: `${label} một yêu cầu quan tâm Sở đã chuyển đến (chỉ chủ sở hữu; 404 yêu cầu không phải của tôi; 409 không còn chờ trả lời)`,
          params: InterestIdParamsSchema,
          response: { 200: InterestAnswerSchema },
        },
      },
      async (request) => {
        const { user } = await signedIn(request);
        return { data: await interests.answer(user.id, request.params.id, answer) };
      },
    );
  }

  serve(
    routes,
    interestsApi.renew,
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary:
          'Chủ sở hữu gia hạn sản phẩm đăng từ đề xuất của mình thêm 12 tháng kể từ hôm nay (403 không phải chủ sở hữu)',
        params: ProductParamsSchema,
        response: { 200: RenewAnswerSchema },
      },
    },
    async (request) => {
      const { user } = await signedIn(request);
      return { data: await interests.renew(user.id, request.params.id) };
    },
  );

  serve(
    routes,
    interestsApi.renewNeed,
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary:
          'Tác giả gia hạn nhu cầu của mình thêm 12 tháng kể từ hôm nay (403 không phải tác giả, 404 nhu cầu không công khai, 409 nhu cầu đã đăng thành sản phẩm: gia hạn sản phẩm)',
        params: NeedParamsSchema,
        response: { 200: RenewAnswerSchema },
      },
    },
    async (request) => {
      const { user } = await signedIn(request);
      return { data: await interests.renew(user.id, request.params.id, 'need') };
    },
  );

  serve(
    routes,
    interestsApi.listings,
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary:
          'Tin đăng của tôi trên sàn (sản phẩm đăng từ đề xuất của tôi và nhu cầu của tôi), kèm số yêu cầu quan tâm và số đã đồng ý',
        querystring: ListInterestsQuerySchema,
        response: { 200: MyListingListResponseSchema },
      },
    },
    async (request) => {
      const { user } = await signedIn(request);
      return interests.listings(user.id, request.query.page, request.query.per_page);
    },
  );
}
