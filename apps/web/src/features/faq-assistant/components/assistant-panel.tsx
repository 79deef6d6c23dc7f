import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CloseOutlined, CustomerServiceOutlined, PhoneOutlined, SendOutlined } from '@ant-design/icons';
import type { DialogueReply, FaqAnswer } from '@jc/shared';
import { FAQ_INPUT_MAX } from '@jc/shared/constants';
import { FaqAssistantMessages, validateFaqQuestion } from '@jc/shared/rules/faq';
import { useSiteConfig } from '@/lib/site-config';
import { paths } from '@/config/paths';
import { Spinner } from '@/components/ui/spinner';
import { useAskQuestion } from '../api/ask-question';
import { faqAnswerQueryOptions } from '../api/get-faq-answer';
import { AnswerText } from './answer-text';
import { FaqList } from './faq-list';
import { TripCards } from './trip-cards';
import styles from './assistant-panel.module.css';

type Message =
  | { id: number; from: 'me'; text: string }
  | { id: number; from: 'bot'; kind: 'thinking' }
  | { id: number; from: 'bot'; kind: 'reply'; reply: DialogueReply }
  | { id: number; from: 'bot'; kind: 'answer'; answer: FaqAnswer }
  | { id: number; from: 'bot'; kind: 'error'; text: string };

/** A message before it has its id (Omit applied to each member of the union). */
type NewMessage = Message extends infer M ? (M extends Message ? Omit<M, 'id'> : never) : never;

type Tab = 'chat' | 'list';
const TABS: readonly [Tab, string][] = [
  ['chat', '智能问答'],
  ['list', '常见问题'],
];

/**
 * The home page's online assistant (docs/pages.md): a chat where the passenger asks in their own
 * words and gets the bank's questions to choose from (their own trip first when signed in), each
 * opening its answer; and the FAQ list, twelve a page. Loaded only when the passenger opens it.
 */
export default function AssistantPanel({ onClose }: { onClose: () => void }) {
  const { name, hotline } = useSiteConfig();
  const queryClient = useQueryClient();
  const ask = useAskQuestion();
  const [tab, setTab] = useState<Tab>('chat');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [messages, setMessages] = useState<Message[]>([]);
  const nextId = useRef(1);
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();

  useEffect(() => {
    inputRef.current?.focus();
  }, []);
  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    // Show the latest exchange from its question down: a long answer (trip cards) is read from its
    // title, not from its last line.
    const questions = log.querySelectorAll('[data-testid="assistant-question"]');
    const last = questions[questions.length - 1];
    const top = last
      ? last.getBoundingClientRect().top - log.getBoundingClientRect().top + log.scrollTop - 8
      : log.scrollHeight;
    log.scrollTop = Math.min(top, log.scrollHeight);
  }, [messages, tab]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const push = (message: NewMessage) => {
    const id = nextId.current++;
    setMessages((all) => [...all, { ...message, id } as Message]);
    return id;
  };
  const replace = (id: number, message: NewMessage) =>
    setMessages((all) => all.map((m) => (m.id === id ? ({ ...message, id } as Message) : m)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateFaqQuestion(text);
    if (problem) {
      setError(problem);
      inputRef.current?.focus();
      return;
    }
    const question = text.trim();
    setError(null);
    setText('');
    push({ from: 'me', text: question });
    const pending = push({ from: 'bot', kind: 'thinking' });
    ask.mutate(question, {
      onSuccess: (reply) => replace(pending, { from: 'bot', kind: 'reply', reply }),
      onError: (err) =>
        replace(pending, { from: 'bot', kind: 'error', text: err.message || FaqAssistantMessages.fallback }),
    });
  };

  /** Shows a bank answer as if the passenger had asked its question. */
  const openAnswer = async (id: number, questionTitle: string) => {
    setTab('chat');
    push({ from: 'me', text: questionTitle });
    const pending = push({ from: 'bot', kind: 'thinking' });
    try {
      const answer = await queryClient.fetchQuery(faqAnswerQueryOptions(id));
      replace(pending, { from: 'bot', kind: 'answer', answer });
    } catch (err) {
      replace(pending, { from: 'bot', kind: 'error', text: (err as Error).message });
    }
  };

  const count = [...text].length;

  return (
    <aside
      id="home-assistant-panel"
      className={styles.panel}
      aria-labelledby="home-assistant-title"
      data-testid="assistant-panel"
    >
      <header className={styles.header}>
        <span className={styles.avatar} aria-hidden="true">
          <CustomerServiceOutlined />
        </span>
        <div className={styles.heading}>
          <h2 id="home-assistant-title" className={styles.title}>
            在线客服
          </h2>
          <p className={styles.subtitle}>智能客服 · 7×24小时在线</p>
        </div>
        <button type="button" className={styles.close} onClick={onClose} aria-label="关闭在线客服">
          <CloseOutlined aria-hidden="true" />
        </button>
      </header>

      <div className={styles.tabs} role="tablist" aria-label="在线客服">
        {TABS.map(([key, label]) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            className={styles.tab}
            onClick={() => setTab(key)}
          >
            {label}
          </button>
        ))}
      </div>

      {tab === 'chat' ? (
        <div className={styles.log} ref={logRef} aria-live="polite" data-testid="assistant-log">
          <div className={`${styles.row} ${styles.botRow}`}>
            <div className={styles.bubble}>
              您好，我是{name}智能客服，请直接输入您的问题，例如“行李额是多少”“怎么办理退票”。
            </div>
          </div>
          {messages.map((message) =>
            message.from === 'me' ? (
              <div key={message.id} className={`${styles.row} ${styles.meRow}`}>
                <div className={`${styles.bubble} ${styles.mine}`} data-testid="assistant-question">
                  {message.text}
                </div>
              </div>
            ) : (
              <div key={message.id} className={`${styles.row} ${styles.botRow}`}>
                <BotMessage message={message} hotline={hotline} onPick={openAnswer} />
              </div>
            ),
          )}
        </div>
      ) : (
        <div className={styles.listPane}>
          <FaqList onPick={(item) => void openAnswer(item.id, item.questionTitle)} />
        </div>
      )}

      {tab === 'chat' && (
        <form className={styles.composer} onSubmit={submit} noValidate>
          <div className={styles.inputBox}>
            <input
              ref={inputRef}
              className={styles.input}
              value={text}
              maxLength={FAQ_INPUT_MAX}
              placeholder="请输入您的问题"
              aria-label="您的问题"
              aria-invalid={!!error}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => {
                setText(event.target.value);
                if (error) setError(null);
              }}
              data-testid="assistant-input"
            />
            <span className={styles.counter} aria-hidden="true">
              {count}/{FAQ_INPUT_MAX}
            </span>
          </div>
          <button type="submit" className={styles.send} disabled={ask.isPending} aria-label="发送">
            <SendOutlined aria-hidden="true" />
          </button>
          {error && (
            <p id={errorId} className={styles.error} role="alert" data-testid="assistant-error">
              {error}
            </p>
          )}
        </form>
      )}

      <footer className={styles.footer}>
        <a href={`tel:${hotline}`} className={styles.hotline}>
          <PhoneOutlined aria-hidden="true" /> 客服热线 {hotline}
        </a>
        <Link to={paths.faq.url()} className={styles.more}>
          全部常见问题
        </Link>
      </footer>
    </aside>
  );
}

function BotMessage({
  message,
  hotline,
  onPick,
}: {
  message: Exclude<Message, { from: 'me' }>;
  hotline: string;
  onPick: (id: number, questionTitle: string) => void;
}) {
  switch (message.kind) {
    case 'thinking':
      return (
        <div className={`${styles.bubble} ${styles.thinking}`} aria-label="正在查找答案">
          <Spinner size={16} /> 正在为您查找…
        </div>
      );
    case 'error':
      return (
        <div className={styles.bubble} role="alert">
          {message.text}
        </div>
      );
    case 'answer':
      return (
        <div className={`${styles.bubble} ${styles.answer}`} data-testid="assistant-answer">
          <p className={styles.answerTitle}>{message.answer.questionTitle}</p>
          <AnswerText content={message.answer.content} />
        </div>
      );
    case 'reply': {
      const { reply } = message;
      if (!reply.answered || reply.fallback) {
        return (
          <div className={styles.bubble} data-testid="assistant-fallback">
            {reply.fallback?.message ?? FaqAssistantMessages.fallback}
            <br />
            如需人工帮助，请拨打客服热线{' '}
            <a href={`tel:${reply.fallback?.hotline ?? hotline}`} className={styles.inlineLink}>
              {reply.fallback?.hotline ?? hotline}
            </a>
            。
          </div>
        );
      }
      return (
        <div className={styles.stack}>
          {reply.cards.length > 0 && <TripCards cards={reply.cards} />}
          {reply.suggestions.length > 0 && (
            <div className={styles.bubble} data-testid="assistant-suggestions">
              <p className={styles.suggestLead}>您是不是想问：</p>
              <ol className={styles.suggestions}>
                {reply.suggestions.map((s) => (
                  <li key={s.id}>
                    <button
                      type="button"
                      className={styles.suggestion}
                      onClick={() => onPick(s.id, s.questionTitle)}
                    >
                      {s.questionTitle}
                    </button>
                  </li>
                ))}
              </ol>
            </div>
          )}
        </div>
      );
    }
  }
}
