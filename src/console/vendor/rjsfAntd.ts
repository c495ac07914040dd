/**
 * @rjsf/antd's stock templates, one by one: its index builds a theme of every widget (Slider
 * included) into every edit page. Its package exports these files (`./lib/*.js`) without
 * documenting them, so they live here, pinned with `~` (package.json) and checked against the
 * installed version (tests/unit/console/vendor/contract.test.ts).
 */
export { default as ArrayFieldItemTemplate } from '@rjsf/antd/lib/templates/ArrayFieldItemTemplate/index.js';
export { default as ArrayFieldTemplate } from '@rjsf/antd/lib/templates/ArrayFieldTemplate/index.js';
export { default as DescriptionFieldTemplate } from '@rjsf/antd/lib/templates/FieldDescriptionTemplate/index.js';
export { default as FieldErrorTemplate } from '@rjsf/antd/lib/templates/FieldErrorTemplate/index.js';
export { default as MultiSchemaFieldTemplate } from '@rjsf/antd/lib/templates/MultiSchemaFieldTemplate/index.js';
export { default as OptionalDataControlsTemplate } from '@rjsf/antd/lib/templates/OptionalDataControlsTemplate/index.js';
export { default as TitleFieldTemplate } from '@rjsf/antd/lib/templates/TitleField/index.js';
export { default as SubmitButton } from '@rjsf/antd/lib/templates/SubmitButton/index.js';
export * as IconButtons from '@rjsf/antd/lib/templates/IconButton/index.js';
