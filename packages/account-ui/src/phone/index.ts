export { PhoneField } from './phone-field';
export type { PhoneFieldProps } from './phone-field';
export type { PhoneValue } from './phone-value';
export { validatePhone } from './validate-phone';
export type { TelCodeMasks } from './phone-mask';
export { usePhoneData } from './use-phone-data';
export type { PhoneDataState } from './use-phone-data';
export { ModalDialog } from './modal-dialog';
export type { ModalDialogProps } from './modal-dialog';
