import { API, type ContactInfoRequest, type InviteRequest } from '@tpp/contracts';
import { api } from '@tpp/session';

/** The calls of the Manage Organization tab, invitations included (docs/product/organization-and-admin.md). */
export const organizationApi = {
  teamInfo: (signal?: AbortSignal) => api.call(API.organization.teamInfo, { signal }),
  saveContactInfo: (body: ContactInfoRequest) => api.call(API.organization.contactInfo, { body }),
  members: (signal?: AbortSignal) => api.call(API.userConfiguration.teamMembers, { signal }),
  removeMember: (userId: number) => api.call(API.organization.removeMember, { body: { user_id: userId } }),
  setCreditCap: (userId: number, cap: number | null) =>
    api.call(API.organization.setCreditCap, { body: { user_id: userId, cap } }),
  invitations: (signal?: AbortSignal) => api.call(API.organization.invitations, { signal }),
  invite: (body: InviteRequest) => api.call(API.organization.invite, { body }),
  resend: (invitationId: number) =>
    api.call(API.organization.resendInvitation, { body: { invitation_id: invitationId } }),
  revoke: (invitationId: number) =>
    api.call(API.organization.revokeInvitation, { body: { invitation_id: invitationId } }),
};
