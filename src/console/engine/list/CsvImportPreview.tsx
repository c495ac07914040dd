import { Alert, Modal, Table } from 'antd';
import { Typography } from '../../common/Typography';
import { tl } from '../../../shared/listToolMessages';
import type { Declaration } from '../../../shared/registry';
import type { ImportPreview } from './useCsvImport';

interface CsvImportPreviewProps {
  decl: Declaration;
  preview: ImportPreview;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** What a chosen file would do: every problem with its row and column, or the drafts it would make. */
export function CsvImportPreview({ decl, preview, busy, onConfirm, onClose }: CsvImportPreviewProps) {
  return (
    <Modal
      open
      title={tl('csvPreviewTitle', { file: preview.file })}
      onCancel={onClose}
      onOk={onConfirm}
      okText={tl('csvConfirm')}
      okButtonProps={{ disabled: !!preview.problems, loading: busy }}
      width={720}
    >
      {preview.problems ? (
        <>
          <Alert type="error" showIcon title={tl('csvPreviewProblems', { count: preview.problems.length })} style={{ marginBottom: 12 }} />
          <Table
            size="small"
            rowKey={(p) => `${p.row}:${p.column}:${p.message}`}
            pagination={preview.problems.length > 10 ? { pageSize: 10 } : false}
            dataSource={preview.problems}
            columns={[
              { title: tl('csvRow'), dataIndex: 'row', width: 70 },
              { title: tl('csvColumn'), dataIndex: 'column', width: 180 },
              { title: tl('csvProblem'), dataIndex: 'message' },
            ]}
          />
        </>
      ) : (
        <Typography.Paragraph>
          {tl('csvPreviewChanges', {
            created: preview.created,
            updated: preview.updated,
            unchanged: preview.unchanged,
            what: decl.label.many.toLowerCase(),
          })}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
