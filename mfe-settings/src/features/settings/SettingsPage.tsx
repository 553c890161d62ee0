import { useState } from 'react';
import { BUILT_SCREENS, type ScreenAvailability, type UserStatus } from '@tpp/contracts';
import { useSession } from '@tpp/session';
import { PageHeader, Tabs, useDocumentTitle, type TabItem } from '@tpp/ui';
import { AdminTools } from './admin/AdminTools';
import { ManageOrganization } from './organization/ManageOrganization';
import { ChangePasswordForm } from './ChangePasswordForm';
import { PersonalDetailsForm } from './PersonalDetailsForm';
import { TwoFactorSection } from './security/TwoFactorSection';

/**
 * Manage Organization is shown to team admins and admins only, once its screen is built
 * (BUILT_SCREENS).
 */
export function showsManageOrganization(
  user: Pick<UserStatus, 'is_team_admin' | 'is_admin'> | null,
  built: ScreenAvailability = BUILT_SCREENS,
): boolean {
  return built.manageOrganization && Boolean(user?.is_team_admin || user?.is_admin);
}

/** /configure. */
export function SettingsPage() {
  useDocumentTitle('Settings');
  const [selectedTab, setSelectedTab] = useState('personal-details');
  const canManageOrganization = useSession((state) => showsManageOrganization(state.user));

  const tabs: TabItem[] = [
    { id: 'personal-details', label: 'Personal Details', content: <PersonalDetailsForm /> },
    { id: 'change-password', label: 'Change Password', content: <ChangePasswordForm /> },
    { id: 'two-factor', label: 'Two-Factor Sign-In', content: <TwoFactorSection /> },
  ];
  if (canManageOrganization) {
    tabs.push({
      id: 'manage-organization',
      label: 'Manage Organization',
      content: <ManageOrganization />,
    });
  }

  return (
    <div className="tpp-page">
      <PageHeader
        title="Settings"
        subtitle={
          canManageOrganization
            ? 'Your personal details and password, and your organization.'
            : 'Your personal details and password.'
        }
      />
      <div className="tpp-card">
        <Tabs label="Settings" tabs={tabs} selectedId={selectedTab} onSelect={setSelectedTab} />
      </div>
      <AdminTools />
    </div>
  );
}
