import { Flex } from 'antd';
import { t } from '../../../shared/messages';
import type { Declaration } from '../../../shared/registry';
import { CheckBox } from '../../common/CheckBox';
import { Typography } from '../../common/Typography';
import { useResourceList } from '../hooks/useResourceList';
import { useRegistry } from '../RegistryContext';
import type { ResourceRow } from '../resourceApi';
import { copyLinks, type CopyLink } from '../../../shared/rules/copyLinks';

export interface CopyChildrenChoiceProps {
  decl: Declaration;
  /** The record being copied. */
  source: ResourceRow;
  /** The kinds ticked. */
  chosen: readonly string[];
  onChange: (kinds: string[]) => void;
}

/** One kind below the original: how many records it has there, and whether they go with the copy. */
function KindChoice({ link, ticked, onToggle }: { link: CopyLink; ticked: boolean; onToggle: () => void }) {
  const { child, parentId } = link;
  const counted = useResourceList(child, {
    page: 1,
    maxResults: 1,
    params: { [child.parent!.field]: parentId },
  });
  const count = counted.data?.meta?.total;
  if (!child.singleton && count === 0) return null;
  const labels = { one: child.label.one, many: child.label.many.toLowerCase() };
  return (
    <CheckBox checked={ticked} onChange={onToggle}>
      {/* A singleton is named as it is known ("Course SEO"); counted records in words ("Its 2 programs"). */}
      {child.singleton
        ? t('copyChildrenKind', { what: child.label.one })
        : count === undefined
          ? t('copyChildrenKind', { what: labels.many })
          : t('copyChildrenCount', { count, ...labels })}
    </CheckBox>
  );
}

/**
 * On a copy's page: the records below the original (a program's prices and offers, a course's
 * programs and SEO) offered to copy with it, ticked at first, so none is left behind unsaid. The
 * server copies the ticked kinds with the record (copy_children), each with what is below it.
 */
export function CopyChildrenChoice({ decl, source, chosen, onChange }: CopyChildrenChoiceProps) {
  const links = copyLinks(useRegistry(), decl, source, source[decl.id]);
  if (links.length === 0) return null;
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '16px 0 0' }}>
      <legend style={{ marginBottom: 4 }}>
        <Typography.Text strong>{t('copyChildrenTitle')}</Typography.Text>
      </legend>
      <Flex vertical gap={4}>
        {links.map((link) => (
          <KindChoice
            key={link.child.kind}
            link={link}
            ticked={chosen.includes(link.child.kind)}
            onToggle={() =>
              onChange(chosen.includes(link.child.kind) ? chosen.filter((k) => k !== link.child.kind) : [...chosen, link.child.kind])
            }
          />
        ))}
      </Flex>
      <Typography.Text type="secondary">{t('copyChildrenHint', { what: decl.label.one.toLowerCase() })}</Typography.Text>
    </fieldset>
  );
}

export default CopyChildrenChoice;
