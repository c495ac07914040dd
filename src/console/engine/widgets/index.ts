/**
 * The one registry of rjsf customisation for every declared kind. Module constants on purpose:
 * rjsf rebuilds its registry, and so re-renders every field, when these objects change identity.
 *
 * @rjsf/antd's stock templates and light widgets come in one by one (its index builds a theme of
 * every widget, Slider included); the heavy widgets load with the first form that shows them
 * (lazyWidget.tsx), so an edit page carries only what its kind uses.
 */
import type { FieldProps, RegistryFieldsType, RegistryWidgetsType, TemplatesType, WidgetProps } from '@rjsf/utils';
import {
  ArrayFieldItemTemplate,
  ArrayFieldTemplate,
  DescriptionFieldTemplate,
  FieldErrorTemplate,
  MultiSchemaFieldTemplate,
  OptionalDataControlsTemplate,
  TitleFieldTemplate,
} from '../../vendor/rjsfAntd';
import { loadCheckboxesWidget, loadPasswordWidget, loadRadioWidget, loadRangeWidget } from '../../vendor/rjsfAntdLazy';
import { HSL_COLOR_WIDGET, IMAGE_WIDGET, OPTIONS_WIDGET, REF_WIDGET, TAGS_WIDGET } from '../edit/uiSchemaFor';
import { ButtonTemplates } from './ButtonTemplates';
import { CheckboxWidget } from './CheckboxWidget';
import { BaseInputTemplate } from './BaseInputTemplate';
import { FieldTemplate } from './FieldTemplate';
import { lazyWidget } from '../../common/lazyWidget';
import { ObjectFieldTemplate } from './ObjectFieldTemplate';
import { WrapIfAdditionalTemplate } from './WrapIfAdditionalTemplate';
import { OptionsSelectWidget } from './OptionsSelectWidget';
import { RefSelectWidget } from './RefSelectWidget';
import { SelectWidget } from './SelectWidget';
import { TextareaWidget } from './TextareaWidget';
import { TagsWidget } from './TagsWidget';
import { clearsOwnErrors } from './clearsOwnErrors';

const DateWidget = lazyWidget<WidgetProps>(() => import('./DateWidgets').then((m) => ({ default: m.DateWidget })));
const DateTimeWidget = lazyWidget<WidgetProps>(() => import('./DateWidgets').then((m) => ({ default: m.DateTimeWidget })));
const ImageWidget = lazyWidget<WidgetProps>(() => import('./image/ImageWidget').then((m) => ({ default: m.ImageWidget })));
// Sliders: antd's Slider and its tooltip load with the first form that has such a colour.
const HslColorWidget = lazyWidget<WidgetProps>(() => import('./HslColorWidget').then((m) => ({ default: m.HslColorWidget })));
const ImageField = lazyWidget<FieldProps>(() => import('./image/ImageField').then((m) => ({ default: m.ImageField })));
// No declaration asks for a password box; antd's brings every Input variant along.
const PasswordWidget = lazyWidget<WidgetProps>(loadPasswordWidget);
// Lists of checkboxes and radio buttons are declared rarely: antd's checkbox and radio groups stay off forms without them.
const CheckboxesWidget = lazyWidget<WidgetProps>(loadCheckboxesWidget);
const RadioWidget = lazyWidget<WidgetProps>(loadRadioWidget);
const RangeWidget = lazyWidget<WidgetProps>(loadRangeWidget);

// Every widget and the text inputs' template clear their field's last errors as they change (clearsOwnErrors.tsx).
export const widgets: RegistryWidgetsType = Object.fromEntries(
  Object.entries({
    CheckboxWidget,
    CheckboxesWidget,
    PasswordWidget,
    RadioWidget,
    SelectWidget,
    TextareaWidget,
    RangeWidget,
    [REF_WIDGET]: RefSelectWidget,
    [OPTIONS_WIDGET]: OptionsSelectWidget,
    [IMAGE_WIDGET]: ImageWidget,
    [TAGS_WIDGET]: TagsWidget,
    [HSL_COLOR_WIDGET]: HslColorWidget,
    DateWidget,
    DateTimeWidget,
  }).map(([name, widget]) => [name, clearsOwnErrors<WidgetProps>(widget)]),
);

/** An image object with its options (url, alt, alignment, size, link, link_target): `"ui:field": "image"`. */
export const fields: RegistryFieldsType = { [IMAGE_WIDGET]: ImageField };

/**
 * @rjsf/antd's templates one by one, not generateTemplates(): its FieldTemplate and
 * WrapIfAdditionalTemplate are antd Form.Items, whose form engine every edit page would load.
 * Ours draw the same markup (FormItem.tsx); the error list, grid and cyclic-schema templates are
 * rjsf's own (the console shows no error list and declares no grid or cyclic schema).
 */
export const templates: Partial<TemplatesType> = {
  ArrayFieldItemTemplate,
  ArrayFieldTemplate,
  DescriptionFieldTemplate,
  FieldErrorTemplate,
  MultiSchemaFieldTemplate,
  OptionalDataControlsTemplate,
  TitleFieldTemplate,
  WrapIfAdditionalTemplate,
  FieldTemplate,
  ObjectFieldTemplate,
  BaseInputTemplate: clearsOwnErrors(BaseInputTemplate),
  ButtonTemplates: ButtonTemplates as TemplatesType['ButtonTemplates'],
};
