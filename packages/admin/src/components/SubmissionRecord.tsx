import type { Progress } from '@portal/shared/follow-through-answers';
import { placeNames } from '@portal/shared/names';
import type { SubmissionAction, TimelineEntry } from '@portal/shared/submissions';
import { PUBLIC_STATES } from '@portal/shared/submissions';
import type { ReactNode } from 'react';
import { ProgressSection } from './FollowThrough.tsx';
import {
  type ModerationResource,
  Section,
  StaffRecordPage,
  SubmissionDates,
  SubmissionFacts,
  type SubmissionFactsRecord,
  useStaffRecord,
} from './Submission.tsx';
import { Timeline } from './SubmissionTimeline.tsx';
import { TransitionButtons } from './TransitionButtons.tsx';

/** What every moderation record's page reads. */
type ModeratedRecord = SubmissionFactsRecord & {
  id: number;
  title: string;
  staff_actions: SubmissionAction[];
  timeline: TimelineEntry[];
  progress: Progress | null;
};

/**
 * A moderation record's page (proposals, ideas), in the order staff work through it: the facts
 * line, the steps they may take, the follow-through once adopted, the resource's own sections
 * (`children`), the timeline and the dates. `replace` puts the server's answer to a step in place.
 */
export function SubmissionRecordPage<T extends ModeratedRecord>({
  resource,
  untitled,
  facts,
  steps,
  answer,
  children,
  dates,
}: {
  resource: ModerationResource;
  /** The page's title until the record is read (or when it cannot be). */
  untitled: string;
  /** What the facts line adds for this resource. */
  facts?: (record: T) => ReactNode;
  /** The resource's own steps beside the transitions. */
  steps?: (record: T, replace: (record: T) => void) => ReactNode;
  /** The public answer's section, before the follow-through, where the resource answers in public. */
  answer?: (record: T, replace: (record: T) => void) => ReactNode;
  children: (record: T, replace: (record: T) => void) => ReactNode;
  /** What the dates line adds. */
  dates?: (record: T) => ReactNode;
}) {
  const { data: record, isPending, error, replace } = useStaffRecord<T>(resource);
  return (
    <StaffRecordPage resource={resource} title={record ? record.title : untitled} loading={isPending} error={error}>
      {record ? (
        <>
          <SubmissionFacts record={record}>{facts?.(record)}</SubmissionFacts>
          <Section title="Xử lý">
            <TransitionButtons
              resource={resource}
              record={record}
              actions={record.staff_actions}
              onDone={replace}
              extra={steps?.(record, replace)}
            />
          </Section>
          {answer?.(record, replace)}
          {PUBLIC_STATES.includes(record.status) || record.progress ? (
            <Section title="Tiến độ thực hiện">
              <ProgressSection
                resource={resource}
                record={record}
                onChange={(progress) => replace({ ...record, progress })}
              />
            </Section>
          ) : null}
          {children(record, replace)}
          <Section title={placeNames.timeline}>
            <Timeline entries={record.timeline} />
          </Section>
          <SubmissionDates record={record}>{dates?.(record)}</SubmissionDates>
        </>
      ) : null}
    </StaffRecordPage>
  );
}
