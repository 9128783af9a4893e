import ArticleIcon from '@mui/icons-material/Article';
import CategoryIcon from '@mui/icons-material/Category';
import DescriptionIcon from '@mui/icons-material/Description';
import LightbulbCircleIcon from '@mui/icons-material/EmojiObjects';
import FeedbackIcon from '@mui/icons-material/Feedback';
import GavelIcon from '@mui/icons-material/Gavel';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HistoryIcon from '@mui/icons-material/History';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import PeopleIcon from '@mui/icons-material/People';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PsychologyIcon from '@mui/icons-material/Psychology';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import QuizIcon from '@mui/icons-material/Quiz';
import SettingsIcon from '@mui/icons-material/Settings';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import TipsAndUpdatesIcon from '@mui/icons-material/TipsAndUpdates';
import type { AdminQuestion, AdminUser } from '@portal/shared/admin-people';
import type { AdminInterest } from '@portal/shared/interests';
import { type BackOfficeResourceName, backOfficeAreas, type StaffArea } from '@portal/shared/roles';
import type { AdminInvitation } from '@portal/shared/staff-invitations';
import { type ComponentType, lazy, Suspense } from 'react';
import type { ResourceProps } from 'react-admin';
import { LoadingScreen } from '../components/LoadingScreen.tsx';

export const SCREENS = ['list', 'edit', 'create', 'show'] as const;
export type Screen = (typeof SCREENS)[number];
/** What a resource's folder exports: its screens, each a component. */
export type ResourceScreens = Partial<Record<Screen, ComponentType>>;

export interface BackOfficeResource {
  area: StaffArea;
  resource: ResourceProps;
  /** The screens the resource has, known before its code is loaded (react-admin routes by them). */
  screens: readonly Screen[];
  load: () => Promise<{ default: ResourceScreens }>;
}

/**
 * A resource whose screens are loaded the first time one is opened (the back
 * office was one chunk of 592 KB gzip before its first screen). Its menu entry (name, icon) and
 * how a record is named are here, so the menu draws without loading any screen.
 */
function lazyResource(
  name: BackOfficeResourceName,
  load: BackOfficeResource['load'],
  { icon, screens, recordRepresentation }: Pick<ResourceProps, 'icon' | 'recordRepresentation'> & { screens: Screen[] },
): BackOfficeResource {
  const resource: ResourceProps = { name, icon, recordRepresentation };
  for (const screen of screens) {
    const Loaded = lazy(async () => {
      // zod's own messages in Vietnamese before any form of the screen validates: zod is needed
      // by the screens' forms only, so it too waits for the first screen (fetched side by side).
      const [, loaded] = await Promise.all([import('@portal/shared/zod-vi'), load()]);
      const component = loaded.default[screen];
      if (!component) throw new Error(`the back office's ${name} has no ${screen} screen`);
      return { default: component };
    });
    resource[screen] = () => (
      <Suspense fallback={<LoadingScreen />}>
        <Loaded />
      </Suspense>
    );
  }
  return { area: backOfficeAreas[name], resource, screens, load };
}

/**
 * Every resource of the back office with the area it belongs to (shared/roles.ts): the menu and
 * the routes show a staff member only the resources of their role. The server checks the same
 * area on every call (packages/server/src/modules/auth/staff-guard.ts). A new resource is one folder
 * exporting its screens `{ list, edit?, create?, show? }` and one line here
 * (index.test.ts checks that the screens named here are the ones the folder exports).
 */
export const backOfficeResources: BackOfficeResource[] = [
  lazyResource('categories', () => import('./categories/index.tsx'), {
    icon: CategoryIcon,
    screens: ['list', 'edit', 'create'],
    recordRepresentation: 'name',
  }),
  lazyResource('posts', () => import('./posts/index.tsx'), {
    icon: ArticleIcon,
    screens: ['list', 'edit', 'create'],
    recordRepresentation: 'title',
  }),
  lazyResource('static-pages', () => import('./static-pages/index.tsx'), {
    icon: DescriptionIcon,
    screens: ['list', 'edit', 'create'],
    recordRepresentation: 'title',
  }),
  lazyResource('faqs', () => import('./faqs/index.tsx'), {
    icon: QuizIcon,
    screens: ['list', 'edit', 'create'],
    recordRepresentation: 'question',
  }),
  lazyResource('settings', () => import('./settings/index.tsx'), {
    icon: SettingsIcon,
    screens: ['list'],
  }),
  lazyResource('questions', () => import('./questions/index.tsx'), {
    icon: QuestionAnswerIcon,
    screens: ['list', 'show'],
    recordRepresentation: (question: AdminQuestion) => `Câu hỏi số ${question.id}`,
  }),
  lazyResource('feedback', () => import('./feedback/index.tsx'), {
    icon: FeedbackIcon,
    screens: ['list', 'show'],
    recordRepresentation: 'subject',
  }),
  lazyResource('interests', () => import('./interests/index.tsx'), {
    icon: HandshakeIcon,
    screens: ['list', 'show'],
    recordRepresentation: (interest: AdminInterest) => `Quan tâm: ${interest.subject_name}`,
  }),
  lazyResource('users', () => import('./users/index.tsx'), {
    icon: PeopleIcon,
    screens: ['list', 'edit'],
    recordRepresentation: (user: AdminUser) => user.full_name || user.email,
  }),
  lazyResource('staff-invitations', () => import('./staff-invitations/index.tsx'), {
    icon: PersonAddIcon,
    screens: ['list', 'create'],
    recordRepresentation: (invitation: AdminInvitation) => invitation.full_name,
  }),
  lazyResource('products', () => import('./products/index.tsx'), {
    icon: InventoryIcon,
    screens: ['list', 'edit', 'create'],
    recordRepresentation: 'name',
  }),
  lazyResource('big-problems', () => import('./big-problems/index.tsx'), {
    icon: PsychologyIcon,
    screens: ['list', 'edit', 'create'],
    recordRepresentation: 'title',
  }),
  lazyResource('solutions', () => import('./solutions/index.tsx'), {
    icon: LightbulbIcon,
    screens: ['list', 'edit', 'create'],
    recordRepresentation: 'title',
  }),
  lazyResource('indicators', () => import('./indicators/index.tsx'), {
    icon: QueryStatsIcon,
    screens: ['list', 'edit', 'create'],
    recordRepresentation: 'name',
  }),
  lazyResource('indicator-values', () => import('./indicator-values/index.tsx'), {
    icon: ShowChartIcon,
    screens: ['edit', 'create'],
    recordRepresentation: 'period',
  }),
  lazyResource('documents', () => import('./documents/index.tsx'), {
    icon: DescriptionIcon,
    screens: ['list', 'edit', 'create'],
    recordRepresentation: 'number',
  }),
  lazyResource('proposals', () => import('./proposals/index.tsx'), {
    icon: LightbulbCircleIcon,
    screens: ['list', 'show'],
    recordRepresentation: 'title',
  }),
  lazyResource('ideas', () => import('./ideas/index.tsx'), {
    icon: TipsAndUpdatesIcon,
    screens: ['list', 'show'],
    recordRepresentation: 'title',
  }),
  lazyResource('judging', () => import('./judging/index.tsx'), {
    icon: GavelIcon,
    screens: ['list', 'show'],
    recordRepresentation: 'title',
  }),
  lazyResource('audit-log', () => import('./audit-log/index.tsx'), {
    icon: HistoryIcon,
    screens: ['list'],
  }),
];
