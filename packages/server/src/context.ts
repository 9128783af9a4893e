import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { PublicCache } from './http/public-cache.ts';
import type { ViewCounter } from './http/view-counter.ts';
import type { DataProtector } from './lib/crypto.ts';
import type { Mailer } from './mail/mailer.ts';
import type { AuthService } from './modules/auth/auth.service.ts';
import type { CaptchaService } from './modules/auth/captcha.ts';
import type { PasswordHasher } from './modules/auth/hash-limiter.ts';
import type { TokenService } from './modules/auth/tokens.ts';
import type { BigProblemsService } from './modules/big-problems/big-problems.service.ts';
import type { DocumentsService } from './modules/documents/documents.service.ts';
import type { FollowerNews } from './modules/follows/follower-news.ts';
import type { FollowsService } from './modules/follows/follows.service.ts';
import type { IdeasService } from './modules/ideas/ideas.service.ts';
import type { InterestsService } from './modules/interests/interests.service.ts';
import type { MonitoringService } from './modules/monitoring/monitoring.service.ts';
import type { NotificationsService } from './modules/notifications/notifications.service.ts';
import type { PostsService } from './modules/posts/posts.service.ts';
import type { ProductsService } from './modules/products/products.service.ts';
import type { ProposalsService } from './modules/proposals/proposals.service.ts';
import type { SettingsService } from './modules/settings/settings.service.ts';
import type { Lifecycle } from './modules/submissions/lifecycle.ts';
import type { UploadsService } from './modules/uploads/uploads.service.ts';
import type { VneidService } from './modules/vneid/vneid.service.ts';
import type { UploadStore } from './storage/uploads.ts';

/** What route modules are given: configuration, the database, the clock and the services. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  /** The current time; tests move it instead of sleeping. */
  now: () => Date;
  mailer: Mailer;
  protector: DataProtector;
  /** The one argon2 limiter of the app: every password hash and check goes through it. */
  passwords: PasswordHasher;
  settings: SettingsService;
  captcha: CaptchaService;
  tokens: TokenService;
  auth: AuthService;
  vneid: VneidService;
  posts: PostsService;
  /** Văn bản, public and internal. */
  documents: DocumentsService;
  /** Indicators of Resolution 57, evaluation reports, task-group counts. */
  monitoring: MonitoringService;
  products: ProductsService;
  bigProblems: BigProblemsService;
  /** Theo dõi: who follows a big problem, a product or a public proposal. */
  follows: FollowsService;
  /** Serialised answers of public read calls; every content write invalidates it. */
  publicCache: PublicCache;
  /** View counts, written in batches. */
  views: ViewCounter;
  /** Uploaded files: under DATA_DIR/uploads, or in the S3 bucket of S3_BUCKET. */
  uploads: UploadStore;
  /** The state machine of proposals, ideas and solutions. */
  lifecycle: Lifecycle;
  /** Records of files uploaded for submissions (`claim` them in the submission's transaction). */
  uploadRecords: UploadsService;
  /** Đề xuất: authors, the public and staff who moderate. */
  proposals: ProposalsService;
  /** Ý tưởng: authors and staff who moderate. */
  ideas: IdeasService;
  /**
   * Thông báo: `notify` / `notifyMany` after an event commits (a bell row, and the mail
   * unless that kind was stopped), and the bell's reads.
   */
  notifications: NotificationsService;
  /** News for the followers of a big problem, a product or a public proposal (after the write commits). */
  followerNews: FollowerNews;
  /** Bày tỏ quan tâm: interests in marketplace products, brokered by staff. */
  interests: InterestsService;
}
