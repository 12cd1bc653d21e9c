import { LIKERT_SCALE } from '../constants/formFields';
import { FORM_MESSAGES } from '../messages/formMessages';
import { FIELD_MESSAGES, OFFLINE_MESSAGES } from '../forms/fieldMessages';
import type { NewsletterLabels } from '../forms/toFormDefinition';
import type { WordCatalogue, Words } from './WordCatalogue';

// The form and newsletter blocks: the spec's form messages (formMessages.ts) and ours for the field rules
// (fieldMessages.ts), the parts of composite fields, the select's prompt, the newsletter's own fields. The
// browser checks a form with these words and the server checks it again with the same ones, so a refusal
// reads the same from either. Plain {name} arguments only (fillWords), so the form chunk needs no compiler.
const en = {
  submitting: FORM_MESSAGES.submitting,
  captchaIncomplete: FORM_MESSAGES.captchaIncomplete,
  formInvalid: FORM_MESSAGES.formInvalid,
  invalidEmail: FORM_MESSAGES.invalidEmail('{email}'),
  characterLimitExceeded: FORM_MESSAGES.characterLimitExceeded,
  submitFailed: FORM_MESSAGES.submitFailed,
  unknownError: FORM_MESSAGES.unknownError,
  noSubmissionKey: FORM_MESSAGES.noSubmissionKey,
  unparseableFields: FORM_MESSAGES.unparseableFields,
  problemAbove: FORM_MESSAGES.problemAbove,
  problemBelow: FORM_MESSAGES.problemBelow,
  unauthorized: FORM_MESSAGES.unauthorized,
  notConfigured: FORM_MESSAGES.notConfigured,
  rateLimited: FORM_MESSAGES.rateLimited,
  sendFailed: FORM_MESSAGES.sendFailed,
  ...FIELD_MESSAGES,
  savedForLater: OFFLINE_MESSAGES.savedForLater,
  savedPageTitle: OFFLINE_MESSAGES.savedPageTitle,
  selectOption: 'Select an option',
  firstName: 'First Name',
  lastName: 'Last Name',
  address1: 'Address 1',
  address2: 'Address 2',
  city: 'City',
  state: 'State/Province',
  zip: 'Zip/Postal Code',
  country: 'Country',
  month: 'Month',
  day: 'Day',
  year: 'Year',
  hour: 'Hour',
  minute: 'Minute',
  amPm: 'AM/PM',
  phoneCountry: 'Country',
  areaCode: 'Area Code',
  prefix: 'Prefix',
  line: 'Line',
  likertStronglyDisagree: LIKERT_SCALE[0].label,
  likertDisagree: LIKERT_SCALE[1].label,
  likertNeutral: LIKERT_SCALE[2].label,
  likertAgree: LIKERT_SCALE[3].label,
  likertStronglyAgree: LIKERT_SCALE[4].label,
  newsletterName: 'Name',
  newsletterEmail: 'Email Address',
} as const satisfies NewsletterLabels & Record<string, string>;

export type FormWordKey = keyof typeof en;
export type FormWords = Words<FormWordKey>;

export const FORM_WORDS: WordCatalogue<FormWordKey> = {
  en,
  de: {
    submitting: 'Wird gesendet…',
    captchaIncomplete: 'Bitte lösen Sie vor dem Absenden das CAPTCHA.',
    formInvalid: 'Mindestens ein Feld ist ungültig, bitte prüfen Sie Ihre Eingaben.',
    invalidEmail: 'Die E-Mail-Adresse ist ungültig. E-Mail-Adressen haben die Form {email}.',
    characterLimitExceeded: 'Sie haben die Höchstzahl an Zeichen überschritten.',
    submitFailed:
      'Das Formular konnte nicht gesendet werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
    unknownError: 'Unbekannter Fehler, bitte versuchen Sie es später erneut.',
    noSubmissionKey: 'Das Formular konnte nicht vorbereitet werden, bitte versuchen Sie es später erneut.',
    unparseableFields: 'Die Formularfelder konnten nicht gelesen werden, bitte prüfen Sie Ihre Eingaben.',
    problemAbove: 'Beim Senden Ihres Formulars ist ein Problem aufgetreten. Bitte scrollen Sie nach unten.',
    problemBelow: 'Bitte scrollen Sie nach oben.',
    unauthorized: 'Das Formular konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
    notConfigured: 'Dieses Formular ist noch nicht eingerichtet.',
    rateLimited:
      'Das Formular konnte nicht gesendet werden: zu viele Einsendungen. Bitte versuchen Sie es später erneut.',
    sendFailed: 'Das Formular konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
    required: 'Dieses Feld ist ein Pflichtfeld.',
    invalidZip: 'Die ZIP-Postleitzahl muss genau 5 Ziffern haben.',
    invalidNumber: 'Geben Sie eine Zahl ein.',
    invalidCurrency: 'Geben Sie einen Betrag ein, zum Beispiel 10.00.',
    invalidWebsite: 'Geben Sie eine Website-Adresse ein, zum Beispiel example.com.',
    invalidTwitter: 'Geben Sie einen Twitter-Namen ein, zum Beispiel @example.',
    invalidDate: 'Geben Sie ein gültiges Datum ein.',
    invalidTime: 'Geben Sie eine gültige Uhrzeit ein.',
    invalidPhone: 'Telefonnummern dürfen nur Ziffern enthalten.',
    invalidOption: 'Wählen Sie eine der Möglichkeiten.',
    invalidValue: 'Dieser Wert konnte nicht gelesen werden.',
    tooLong: 'Dieser Wert ist zu lang.',
    savedForLater:
      'Ihre Nachricht ist auf diesem Gerät gespeichert und wird automatisch gesendet, sobald die Verbindung wieder besteht.',
    savedPageTitle: 'Auf diesem Gerät gespeichert',
    selectOption: 'Bitte wählen',
    firstName: 'Vorname',
    lastName: 'Nachname',
    address1: 'Adresszeile 1',
    address2: 'Adresszeile 2',
    city: 'Ort',
    state: 'Bundesland/Region',
    zip: 'Postleitzahl',
    country: 'Land',
    month: 'Monat',
    day: 'Tag',
    year: 'Jahr',
    hour: 'Stunde',
    minute: 'Minute',
    amPm: 'AM/PM',
    phoneCountry: 'Land',
    areaCode: 'Vorwahl',
    prefix: 'Rufnummer',
    line: 'Durchwahl',
    likertStronglyDisagree: 'Stimme gar nicht zu',
    likertDisagree: 'Stimme nicht zu',
    likertNeutral: LIKERT_SCALE[2].label,
    likertAgree: 'Stimme zu',
    likertStronglyAgree: 'Stimme voll zu',
    newsletterName: 'Name',
    newsletterEmail: 'E-Mail-Adresse',
  },
};

/**
 * The site's words for a message the runtime's form transport wrote in English (it runs in the page's main
 * bundle, which carries no catalogue): a message the server already wrote in the site's language, or the
 * owner's, stays as it is.
 */
export function translateFormMessage(message: string, words: FormWords): string {
  for (const key of Object.keys(en) as FormWordKey[]) if (en[key] === message) return words[key];
  return message;
}
