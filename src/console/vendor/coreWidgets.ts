import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import EmailWidget from '@rjsf/core/lib/components/widgets/EmailWidget.js';
import HiddenWidget from '@rjsf/core/lib/components/widgets/HiddenWidget.js';
import TextWidget from '@rjsf/core/lib/components/widgets/TextWidget.js';
import UpDownWidget from '@rjsf/core/lib/components/widgets/UpDownWidget.js';
import URLWidget from '@rjsf/core/lib/components/widgets/URLWidget.js';
import { lazyWidget } from '../common/lazyWidget';

const lazy = (load: () => Promise<{ default: unknown }>) =>
  lazyWidget<WidgetProps>(load as () => Promise<{ default: React.ComponentType<WidgetProps> }>);

// Stable identities: rjsf asks for this registry on every render of a form.
const stock: RegistryWidgetsType = {
  // The text boxes are one line each around our BaseInputTemplate: kept as they are.
  TextWidget,
  EmailWidget,
  URLWidget,
  UpDownWidget,
  HiddenWidget,
  // Ours replace these (engine/widgets/index.ts), or no declaration asks for them: rjsf's own
  // loads only if a form ever shows one.
  AltDateWidget: lazy(() => import('@rjsf/core/lib/components/widgets/AltDateWidget.js')),
  AltDateTimeWidget: lazy(() => import('@rjsf/core/lib/components/widgets/AltDateTimeWidget.js')),
  CheckboxWidget: lazy(() => import('@rjsf/core/lib/components/widgets/CheckboxWidget.js')),
  CheckboxesWidget: lazy(() => import('@rjsf/core/lib/components/widgets/CheckboxesWidget.js')),
  ColorWidget: lazy(() => import('@rjsf/core/lib/components/widgets/ColorWidget.js')),
  DateWidget: lazy(() => import('@rjsf/core/lib/components/widgets/DateWidget.js')),
  DateTimeWidget: lazy(() => import('@rjsf/core/lib/components/widgets/DateTimeWidget.js')),
  FileWidget: lazy(() => import('@rjsf/core/lib/components/widgets/FileWidget.js')),
  PasswordWidget: lazy(() => import('@rjsf/core/lib/components/widgets/PasswordWidget.js')),
  RadioWidget: lazy(() => import('@rjsf/core/lib/components/widgets/RadioWidget.js')),
  RangeWidget: lazy(() => import('@rjsf/core/lib/components/widgets/RangeWidget.js')),
  RatingWidget: lazy(() => import('@rjsf/core/lib/components/widgets/RatingWidget.js')),
  SelectWidget: lazy(() => import('@rjsf/core/lib/components/widgets/SelectWidget.js')),
  TextareaWidget: lazy(() => import('@rjsf/core/lib/components/widgets/TextareaWidget.js')),
  TimeWidget: lazy(() => import('@rjsf/core/lib/components/widgets/TimeWidget.js')),
};

/**
 * Stands in for rjsf's default widget map where its default registry imports it
 * (generators/vite/rjsfDefaults.ts). rjsf puts every stock widget under the theme's, so every form
 * page carried a file picker, a star rating, the split date boxes and twins of the widgets ours
 * replace. The same names stay, so a declaration asking for one still gets it, a moment later.
 */
export default function widgets(): RegistryWidgetsType {
  return { ...stock };
}
