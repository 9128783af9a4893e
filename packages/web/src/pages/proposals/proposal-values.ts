import { declaredValues } from '@portal/shared/catalogue';
import type { MyProposalDetail } from '@portal/shared/proposal-answers';
import { proposalCatalogue } from '@portal/shared/proposal-fields';
import type { ProposalInputValues } from '@portal/shared/proposals';
import { newRequestId } from '../../lib/request-id.ts';
import { session } from '../../lib/session.ts';

/**
 * The proposal form's first values: the proposal being edited, or a new one (a solution when a big
 * problem was chosen before the form opened). Each opening has its own request id.
 */
export function initialValues(
  existing: MyProposalDetail | undefined,
  bigProblemId: number | null,
): ProposalInputValues {
  const user = session.get().user;
  if (existing) {
    return {
      request_id: newRequestId(),
      title: existing.title,
      proposal_kind: existing.proposal_kind,
      field: existing.field,
      summary: existing.summary,
      description: existing.description,
      readiness_level: existing.readiness_level,
      demand_types: existing.demand_types,
      budget: existing.budget === 0 ? 0 : 1,
      ip_advice: existing.ip_advice === 1 ? 1 : 0,
      price: existing.price,
      organisation: existing.organisation,
      contact_name: existing.contact_name,
      contact_phone: existing.contact_phone,
      contact_email: existing.contact_email,
      publish_phone: existing.publish_phone,
      publish_email: existing.publish_email,
      big_problem_id: existing.big_problem?.id ?? null,
      images: existing.images.map((file) => file.id),
      attachments: existing.attachments.map((file) => file.id),
      public_attachments: existing.attachments.filter((file) => file.public).map((file) => file.id),
      nq57_groups: existing.nq57_groups,
      ...declaredValues(proposalCatalogue, existing),
      submit: false,
    };
  }
  return {
    request_id: newRequestId(),
    title: '',
    proposal_kind: bigProblemId ? 'solution' : 'product',
    field: '',
    summary: '',
    description: '',
    readiness_level: null,
    demand_types: [],
    budget: 1,
    ip_advice: 0,
    price: null,
    organisation: '',
    // The name may be the account's; the e-mail is typed on purpose (it may be published).
    contact_name: user?.full_name ?? '',
    contact_phone: '',
    contact_email: '',
    publish_phone: false,
    publish_email: false,
    big_problem_id: bigProblemId,
    images: [],
    attachments: [],
    // Private by default: a file is published only when its author ticks "Công khai".
    public_attachments: [],
    nq57_groups: [],
    ...declaredValues(proposalCatalogue),
    submit: false,
  };
}
