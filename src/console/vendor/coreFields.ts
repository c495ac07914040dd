import type { FieldProps, RegistryFieldsType } from '@rjsf/utils';
import ArrayField from '@rjsf/core/lib/components/fields/ArrayField.js';
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import { lazyWidget } from '../common/lazyWidget';
import NoLayoutField from './noLayoutField';

const lazy = (load: () => Promise<{ default: unknown }>) =>
  lazyWidget<FieldProps>(load as () => Promise<{ default: React.ComponentType<FieldProps> }>);
const multiSchema = lazy(() => import('@rjsf/core/lib/components/fields/MultiSchemaField.js'));

// Stable identities: rjsf asks for this registry on every render of a form.
const stock: RegistryFieldsType = {
  ArrayField,
  BooleanField,
  NullField,
  NumberField,
  ObjectField,
  SchemaField,
  StringField,
  // A declared field has no oneOf or anyOf (schemas/entity.schema.json), no cyclic $ref and no
  // type rjsf cannot draw: these load only if a run-time schema ever needs them.
  AnyOfField: multiSchema,
  OneOfField: multiSchema,
  CyclicSchemaField: lazy(() => import('@rjsf/core/lib/components/fields/CyclicSchemaField.js')),
  FallbackField: lazy(() => import('@rjsf/core/lib/components/fields/FallbackField.js')),
  OptionalDataControlsField: lazy(() => import('@rjsf/core/lib/components/fields/OptionalDataControlsField.js')),
  LayoutGridField: NoLayoutField,
  LayoutHeaderField: NoLayoutField,
  LayoutMultiSchemaField: NoLayoutField,
};

/**
 * Stands in for rjsf's default field map where its default registry imports it
 * (generators/vite/rjsfDefaults.ts): the fields every form draws stay, the multi-schema field
 * (with its option matching) and the rare ones load when first shown, the layout grid fields are
 * noLayoutField.tsx's line. Same names, so nothing a schema asks for goes missing.
 */
export default function fields(): RegistryFieldsType {
  return { ...stock };
}
