import { useState } from 'react';
import { App, Button, Empty, Popconfirm } from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  IdcardOutlined,
  MobileOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import type { SavedPassenger } from '@jc/shared';
import { PageError } from '@/components/page-error';
import { PageLoading } from '@/components/page-loading';
import { useAuthToken } from '@/hooks/use-auth-token';
import { useDeletePassenger } from '../api/delete-passenger';
import { usePassengers } from '../api/get-passengers';
import { PassengerFormDrawer } from './passenger-form-drawer';
import { PassengerTypeTag } from './passenger-type-tag';
import styles from './saved-passengers.module.css';

type Editing = { open: false } | { open: true; id: number | null };

function PassengerCard({ passenger, onEdit }: { passenger: SavedPassenger; onEdit: () => void }) {
  const remove = useDeletePassenger();
  const { message } = App.useApp();
  return (
    <li className={styles.card} data-testid="passenger-card">
      <span className={styles.avatar} aria-hidden="true">
        {[...passenger.name][0]?.toUpperCase()}
      </span>
      <div className={styles.info}>
        <div className={styles.nameRow}>
          <h3 className={styles.name}>{passenger.name}</h3>
          <PassengerTypeTag type={passenger.type} />
        </div>
        <p className={styles.line}>
          <IdcardOutlined aria-hidden="true" />
          <span className={styles.label}>{passenger.certType}</span>
          <span className={styles.mono}>{passenger.certNo}</span>
        </p>
        <p className={styles.line}>
          <MobileOutlined aria-hidden="true" />
          <span className={styles.mono}>{passenger.phone ?? '未填写手机号'}</span>
          <span className={styles.birthday}>出生日期 {passenger.birthday}</span>
        </p>
      </div>
      <div className={styles.actions}>
        <Button type="text" icon={<EditOutlined />} onClick={onEdit} aria-label={`编辑${passenger.name}`}>
          编辑
        </Button>
        <Popconfirm
          title="删除乘机人"
          description={`确定删除常用乘机人「${passenger.name}」吗？`}
          okText="删除"
          cancelText="取消"
          okButtonProps={{ danger: true, loading: remove.isPending }}
          onConfirm={() =>
            remove.mutateAsync(passenger.id).then(
              (answer) => void message.success(answer.msg),
              (error: Error) => void message.error(error.message),
            )
          }
        >
          <Button type="text" danger icon={<DeleteOutlined />} aria-label={`删除${passenger.name}`}>
            删除
          </Button>
        </Popconfirm>
      </div>
    </li>
  );
}

/** 常用乘机人: the list (certificate and phone masked, 成人/儿童/婴儿), add, edit and delete. */
export function SavedPassengers() {
  const token = useAuthToken();
  const list = usePassengers(token);
  const [editing, setEditing] = useState<Editing>({ open: false });
  const add = () => setEditing({ open: true, id: null });
  const passengers = list.data?.passengers ?? [];

  return (
    <div className={styles.wrap}>
      <div className={styles.toolbar}>
        <p className={styles.count}>
          {list.data ? `共 ${list.data.total} 位乘机人` : '常用乘机人信息仅用于本人购票与值机'}
        </p>
        <Button type="primary" icon={<PlusOutlined />} onClick={add} data-testid="passenger-add">
          新增乘机人
        </Button>
      </div>
      {list.isPending ? (
        <PageLoading minHeight={240} />
      ) : list.isError ? (
        <PageError
          title="常用乘机人加载失败"
          description={list.error.message}
          onRetry={() => list.refetch()}
        />
      ) : passengers.length === 0 ? (
        <Empty
          className={styles.empty}
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <strong>暂无常用乘机人</strong>
              <span>添加后，购票和值机时可一键填写乘机人信息</span>
            </>
          }
        >
          <Button type="primary" ghost icon={<PlusOutlined />} onClick={add}>
            添加第一位乘机人
          </Button>
        </Empty>
      ) : (
        <ul className={styles.list} aria-label="常用乘机人列表">
          {passengers.map((passenger) => (
            <PassengerCard
              key={passenger.id}
              passenger={passenger}
              onEdit={() => setEditing({ open: true, id: passenger.id })}
            />
          ))}
        </ul>
      )}
      <PassengerFormDrawer
        open={editing.open}
        editingId={editing.open ? editing.id : null}
        onClose={() => setEditing({ open: false })}
      />
    </div>
  );
}
