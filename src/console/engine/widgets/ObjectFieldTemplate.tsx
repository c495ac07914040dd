import type { ObjectFieldTemplatePropertyType, ObjectFieldTemplateProps } from '@rjsf/utils';
import { canExpand, descriptionId, getUiOptions, titleId } from '@rjsf/utils';
import type { CSSProperties } from 'react';

const GRID: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))', columnGap: 24 };
const WIDE: CSSProperties = { gridColumn: '1 / -1' };
const FIELDSET: CSSProperties = { border: 0, padding: 0, margin: 0, minWidth: 0 };

/** Lists, nested objects and long text take the whole row; short fields sit side by side. */
function isWide(element: ObjectFieldTemplatePropertyType): boolean {
  const { schema, uiSchema } = element.content.props as { schema?: { type?: unknown }; uiSchema?: Record<string, unknown> };
  const widget = getUiOptions(uiSchema).widget;
  return schema?.type === 'object' || schema?.type === 'array' || widget === 'textarea';
}

/**
 * The fields of an object in a plain CSS grid. antd's template wraps every field in a Row/Col
 * that re-renders, styles and all, on each keystroke anywhere in the form; here a keystroke
 * re-renders a few divs, and the fields themselves (memoised by rjsf) stay as they are.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, fieldPathId, registry, uiSchema, required, schema, onAddProperty, disabled, readonly } = props;
  const formData: unknown = props.formData;
  // The registry's own templates (the theme's), used as its members rather than copied into locals.
  const { templates } = registry;
  return (
    <fieldset id={fieldPathId.$id} style={FIELDSET}>
      {title && (
        <templates.TitleFieldTemplate
          id={titleId(fieldPathId)}
          title={title}
          required={required}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {description && (
        <templates.DescriptionFieldTemplate
          id={descriptionId(fieldPathId)}
          description={description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      <div style={GRID}>
        {properties
          .filter((p) => !p.hidden)
          .map((p) => (
            <div key={p.name} style={isWide(p) ? WIDE : undefined}>
              {p.content}
            </div>
          ))}
      </div>
      {canExpand(schema, uiSchema, formData) && (
        <templates.ButtonTemplates.AddButton
          id={`${fieldPathId.$id}-add`}
          onClick={onAddProperty}
          disabled={disabled || readonly}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
    </fieldset>
  );
}
