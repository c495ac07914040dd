import { Flex, Spin } from 'antd';
import { t } from '../../../shared/messages';

/** The spinner a page or a lazy screen shows while its data or code arrives. */
export function Loading() {
  return (
    <Flex justify="center" style={{ padding: 32 }}>
      <Spin aria-label={t('loading')} />
    </Flex>
  );
}
