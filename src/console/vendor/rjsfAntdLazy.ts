/**
 * @rjsf/antd's heavier widgets and templates, each loaded with the first form that shows it
 * (src/console/common/lazyWidget.tsx). Undocumented package files (`./lib/*.js`, exported by its
 * package.json): see rjsfAntd.ts.
 */
export const loadPasswordWidget = () => import('@rjsf/antd/lib/widgets/PasswordWidget/index.js');
export const loadCheckboxesWidget = () => import('@rjsf/antd/lib/widgets/CheckboxesWidget/index.js');
export const loadRadioWidget = () => import('@rjsf/antd/lib/widgets/RadioWidget/index.js');
export const loadRangeWidget = () => import('@rjsf/antd/lib/widgets/RangeWidget/index.js');
export const loadWrapIfAdditionalTemplate = () => import('@rjsf/antd/lib/templates/WrapIfAdditionalTemplate/index.js');
