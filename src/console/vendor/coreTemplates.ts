import type { TemplatesType } from '@rjsf/utils';
import ArrayFieldDescriptionTemplate from '@rjsf/core/lib/components/templates/ArrayFieldDescriptionTemplate.js';
import ArrayFieldItemButtonsTemplate from '@rjsf/core/lib/components/templates/ArrayFieldItemButtonsTemplate.js';
import ArrayFieldTitleTemplate from '@rjsf/core/lib/components/templates/ArrayFieldTitleTemplate.js';
import CyclicSchemaExpandTemplate from '@rjsf/core/lib/components/templates/CyclicSchemaExpandTemplate.js';
import ErrorList from '@rjsf/core/lib/components/templates/ErrorList.js';
import FallbackFieldTemplate from '@rjsf/core/lib/components/templates/FallbackFieldTemplate.js';
import FieldHelpTemplate from '@rjsf/core/lib/components/templates/FieldHelpTemplate.js';
import GridTemplate from '@rjsf/core/lib/components/templates/GridTemplate.js';
import UnsupportedField from '@rjsf/core/lib/components/templates/UnsupportedField.js';
import { lazyWidget } from '../common/lazyWidget';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each template has its own props
type Any = React.ComponentType<any>;
const lazy = (load: () => Promise<{ default: unknown }>): Any => lazyWidget(load as () => Promise<{ default: Any }>);
const icon = (name: string): Any =>
  lazy(() =>
    import('@rjsf/core/lib/components/templates/ButtonTemplates/IconButton.js').then((m) => ({
      default: (m as Record<string, unknown>)[name],
    })),
  );

// Stable identities: rjsf asks for this registry on every render of a form.
const stock = {
  // Templates the console does not replace (engine/widgets/index.ts): kept as they are.
  ArrayFieldDescriptionTemplate,
  ArrayFieldItemButtonsTemplate,
  ArrayFieldTitleTemplate,
  CyclicSchemaExpandTemplate,
  ErrorListTemplate: ErrorList,
  FallbackFieldTemplate,
  FieldHelpTemplate,
  GridTemplate,
  UnsupportedFieldTemplate: UnsupportedField,
  // The console's own replace these on every form: rjsf's load only if a form is drawn without them.
  ArrayFieldItemTemplate: lazy(() => import('@rjsf/core/lib/components/templates/ArrayFieldItemTemplate.js')),
  ArrayFieldTemplate: lazy(() => import('@rjsf/core/lib/components/templates/ArrayFieldTemplate.js')),
  BaseInputTemplate: lazy(() => import('@rjsf/core/lib/components/templates/BaseInputTemplate.js')),
  DescriptionFieldTemplate: lazy(() => import('@rjsf/core/lib/components/templates/DescriptionField.js')),
  FieldErrorTemplate: lazy(() => import('@rjsf/core/lib/components/templates/FieldErrorTemplate.js')),
  FieldTemplate: lazy(() => import('@rjsf/core/lib/components/templates/FieldTemplate/index.js')),
  MultiSchemaFieldTemplate: lazy(() => import('@rjsf/core/lib/components/templates/MultiSchemaFieldTemplate.js')),
  ObjectFieldTemplate: lazy(() => import('@rjsf/core/lib/components/templates/ObjectFieldTemplate.js')),
  OptionalDataControlsTemplate: lazy(() => import('@rjsf/core/lib/components/templates/OptionalDataControlsTemplate.js')),
  TitleFieldTemplate: lazy(() => import('@rjsf/core/lib/components/templates/TitleField.js')),
  WrapIfAdditionalTemplate: lazy(() => import('@rjsf/core/lib/components/templates/WrapIfAdditionalTemplate.js')),
  ButtonTemplates: {
    SubmitButton: lazy(() => import('@rjsf/core/lib/components/templates/ButtonTemplates/SubmitButton.js')),
    AddButton: lazy(() => import('@rjsf/core/lib/components/templates/ButtonTemplates/AddButton.js')),
    CopyButton: icon('CopyButton'),
    MoveDownButton: icon('MoveDownButton'),
    MoveUpButton: icon('MoveUpButton'),
    RemoveButton: icon('RemoveButton'),
    ClearButton: icon('ClearButton'),
  },
} as unknown as TemplatesType;

/**
 * Stands in for rjsf's default template map where its default registry imports it
 * (generators/vite/rjsfDefaults.ts). rjsf puts its stock templates under the theme's, so every
 * form page carried a second field template, input box, object and array layout and button set
 * behind the console's own; those now load only if a form is ever drawn without ours.
 */
export default function templates(): TemplatesType {
  return { ...stock, ButtonTemplates: { ...stock.ButtonTemplates } };
}
