/**
 * antd components and form internals without their compound statics: `Input` from antd's index
 * carries Search, Password, OTP and Group; `Checkbox` its Group; and the form's item style and
 * context serve the console's own FormItem (src/console/engine/widgets/FormItem.tsx). antd has no
 * exports map and documents none of these files: pinned with `~` (package.json) and checked in
 * tests/unit/console/vendor/contract.test.ts.
 */
export { default as Input } from 'antd/es/input/Input';
export { default as TextArea } from 'antd/es/input/TextArea';
export { default as Checkbox } from 'antd/es/checkbox/Checkbox';
export { FormItemInputContext } from 'antd/es/form/context';
export { default as useFormStyle } from 'antd/es/form/style';
