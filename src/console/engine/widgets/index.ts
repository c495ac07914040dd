/**
 * The one registry of rjsf customisation for every declared kind. Module constants on purpose:
 * rjsf rebuilds its registry, and so re-renders every field, when these objects change identity.
 */
import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { OPTIONS_WIDGET, REF_WIDGET } from '../edit/uiSchemaFor';
import { FieldTemplate } from './FieldTemplate';
import { ObjectFieldTemplate } from './ObjectFieldTemplate';
import { OptionsSelectWidget } from './OptionsSelectWidget';
import { RefSelectWidget } from './RefSelectWidget';

export const widgets: RegistryWidgetsType = {
  [REF_WIDGET]: RefSelectWidget,
  [OPTIONS_WIDGET]: OptionsSelectWidget,
};

/** No custom fields yet: the declarations' shapes are all rjsf's own. */
export const fields: RegistryFieldsType = {};

export const templates: Partial<TemplatesType> = { FieldTemplate, ObjectFieldTemplate };
