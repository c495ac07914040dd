/**
 * The one registry of rjsf customisation for every declared kind. Module constants on purpose:
 * rjsf rebuilds its registry, and so re-renders every field, when these objects change identity.
 */
import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { IMAGE_WIDGET, OPTIONS_WIDGET, REF_WIDGET } from '../edit/uiSchemaFor';
import { ButtonTemplates } from './ButtonTemplates';
import { DateTimeWidget, DateWidget } from './DateWidgets';
import { BaseInputTemplate } from './NumberKeepsInput';
import { FieldTemplate } from './FieldTemplate';
import { ImageField, ImageWidget } from './image';
import { ObjectFieldTemplate } from './ObjectFieldTemplate';
import { OptionsSelectWidget } from './OptionsSelectWidget';
import { RefSelectWidget } from './RefSelectWidget';

export const widgets: RegistryWidgetsType = {
  [REF_WIDGET]: RefSelectWidget,
  [OPTIONS_WIDGET]: OptionsSelectWidget,
  [IMAGE_WIDGET]: ImageWidget,
  DateWidget,
  DateTimeWidget,
};

/** An image object with its options (url, alt, alignment, size, link, link_target): `"ui:field": "image"`. */
export const fields: RegistryFieldsType = { [IMAGE_WIDGET]: ImageField };

export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  BaseInputTemplate,
  ButtonTemplates: ButtonTemplates as TemplatesType['ButtonTemplates'],
};
