// Spec media-and-reporting §5: argument forms the message-format parser accepts. Plural keys must be
// valid for the locale or explicit numbers written like "=0".
export const MESSAGE_FORMAT_ARGUMENT_FORMS = ['argument', 'select', 'plural', 'selectordinal', 'function'] as const;
export const EXPLICIT_PLURAL_KEY_PREFIX = '=';
