import { translator } from './formatMessage';

/**
 * The message catalogue's part for the dynamic form builder (screens/form-builder): src/shared/messages.ts holds the rest, in the same
 * form. It loads with those screens only, so the strings every route downloads with the chrome
 * stay within the routes' size budgets (bench/bundles.ts).
 */
export const builderMessages = {
  // Dynamic form builder (screens/form-builder)
  builderFields: 'Fields',
  builderAddField: 'Add field',
  builderNoFieldsYet: 'No fields yet. Add the first one.',
  builderFieldN: 'Field {n}',
  builderLabel: 'Label',
  builderKey: 'Key',
  builderKeyHelp: 'Lower-case letters, digits and underscores; names the value in submissions.',
  builderInputType: 'Input type',
  builderRequired: 'Required',
  builderHelp: 'Help text',
  builderPlaceholder: 'Placeholder',
  builderPattern: 'Pattern',
  builderPatternHelp: 'A regular expression the whole answer must match, on top of the input type’s own rule.',
  builderMinLength: 'Minimum length',
  builderMaxLength: 'Maximum length',
  builderOptions: 'Choices',
  builderOptionsHelp: 'Type a choice and press Enter.',
  builderMoveUp: 'Move {label} up',
  builderMoveDown: 'Move {label} down',
  builderRemove: 'Remove {label}',
  builderCustom: 'Kept as designed elsewhere ({type}); only its label, key, help and whether it is required can be changed here.',
  builderPreview: 'Preview',
  builderPreviewHint: 'Try the form as a visitor would; answers typed here are not saved.',
  builderPreviewLeftOut:
    '{count, plural, one {One field is left out of the preview until it is complete.} other {# fields are left out of the preview until they are complete.}}',
  builderPreviewSubmit: 'Submit',
  builderPreviewEmpty: 'The preview appears once a field is complete.',
  builderFixFields: 'Please correct the fields marked in the builder.',
  builderDetails: 'Form',
  builderLabelRequired: 'Field {n} needs a label.',
  builderKeyRequired: '{label} needs a key.',
  builderKeyFormat:
    'The key {key} must start with a lower-case letter, use only lower-case letters, digits and underscores, and be at most {max} characters long.',
  builderKeyDuplicate: 'The key {key} is used by more than one field.',
  builderOptionsRequired: '{label} needs at least one choice.',
  builderOptionDuplicate: '{label} lists the choice {option} twice.',
  builderPatternInvalid: 'The pattern of {label} is not a valid regular expression.',
  builderLengthOrder: 'The minimum length of {label} is greater than its maximum.',
  builderNoFields: 'Add at least one field.',
  inputTypeTextarea: 'several lines of any text',
  inputTypeDate: 'a date picked from a calendar',
  inputTypeCheckbox: 'one box to tick',
  inputTypeSelect: 'one choice from a drop-down',
  inputTypeRadio: 'one choice from buttons',
  inputTypeCheckboxes: 'any number of choices from boxes',
} as const;

export type BuilderMessageKey = keyof typeof builderMessages;

export const tBuilder = translator(builderMessages);
