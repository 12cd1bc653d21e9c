// The registry lives in src/shared so the dialogs and overlays of src/ui register with the same stack.
export { closeTopmost, hasClosable, registerClosable } from '../../shared/owner/closables';
