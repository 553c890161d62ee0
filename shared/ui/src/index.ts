export { Alert, type AlertProps } from './Alert.js';
export { apiFieldErrors, fieldMessage, formErrorMessage } from './apiFieldErrors.js';
export { AuthCard, type AuthCardProps } from './AuthCard.js';
export { Button, type ButtonProps } from './Button.js';
export { ConfirmModal, type ConfirmModalProps } from './ConfirmModal.js';
export { CopyLinkButton, type CopyLinkButtonProps } from './CopyLinkButton.js';
export { downloadCsv } from './downloadCsv.js';
export { EmptyState, type EmptyStateProps } from './EmptyState.js';
export {
  ErrorState,
  LoadingState,
  QueryView,
  type ErrorStateProps,
  type QueryViewProps,
} from './QueryStates.js';
export { LinkButton, type LinkButtonProps } from './LinkButton.js';
export { Modal, type ModalProps } from './Modal.js';
export { NotFoundView, PublicHeader, type PublicHeaderProps } from './NotFound.js';
export { Pager, type PagerProps } from './Pager.js';
export { pagerItems, type PagerItem } from './pagerItems.js';
export { PasswordForm, type PasswordFormProps, type PasswordValues } from './PasswordForm.js';
export { PageHeader, type PageHeaderProps } from './PageHeader.js';
export { Spinner } from './Spinner.js';
export { Tabs, type TabItem, type TabsProps } from './Tabs.js';
export { TableHead, type TableHeadProps } from './TableHead.js';
export { FormFooter, type FormFooterProps } from './FormFooter.js';
export { FormModal, type FormModalProps } from './FormModal.js';
export { FieldFrame, type FieldControlProps, type FieldFrameProps } from './FieldFrame.js';
export { SelectField, type SelectFieldProps } from './SelectField.js';
export { ShortenedText, type ShortenedTextProps } from './ShortenedText.js';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField.js';
export { TextField, type TextFieldProps } from './TextField.js';
export { useCopyLink, type CopyState } from './useCopyLink.js';
export { useDebouncedValue } from './useDebouncedValue.js';
export { useDocumentTitle } from './useDocumentTitle.js';
export { useFormFields, type FormFieldsOptions } from './useFormFields.js';
export { useFormSubmit } from './useFormSubmit.js';
export { useMessageDraft } from './useMessageDraft.js';
export { useTimedMessage } from './useTimedMessage.js';
export { useTimedValue } from './useTimedValue.js';
export { askToLeave, hasUnsavedChanges, useUnsavedChangesGuard } from './unsavedChanges.js';
