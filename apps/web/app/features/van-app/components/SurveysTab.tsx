import { useCallback, useEffect, useState } from "react";
import type { SurveyQuestionDetail, SurveySummary } from "@merchant/contract";
import {
  answerQuestion,
  currentQuestion,
  goBack,
  skipAll,
  skipQuestion,
  startSurvey,
  type SurveyAnswer,
  type SurveyState,
  type SurveyStep,
} from "@merchant/domain/surveys";
import type { Result } from "@merchant/domain";
import { browserApi } from "~/lib/api.ts";
import { LoadingOverlay } from "~/ui/LoadingOverlay.tsx";
import { answerSurveyQuestion, skipAllOfSurvey, startSurveySection, surveysOf } from "../api.ts";
import { useAppRequest } from "../hooks/use-app-request.ts";
import { AppMessage } from "./AppMessage.tsx";
import { SurveyQuestionStep } from "./SurveyQuestionStep.tsx";
import { SurveySections } from "./SurveySections.tsx";

type Running = { sectionId: number; title: string; questions: SurveyQuestionDetail[]; state: SurveyState };

const TITLE = "Surveys";

/**
 * spec/3 §2, §4 Surveys tab: the sections list; starting one makes the start call and shows its
 * questions one at a time; the last answer shows 'Survey Questions complete.', refreshes the list
 * and ends the survey. A failed start stays on the list with the message (decision 164).
 */
export function SurveysTab() {
  const { busy, message, setMessage, run, closeMessage } = useAppRequest();
  const [surveys, setSurveys] = useState<SurveySummary[] | null>(null);
  const [running, setRunning] = useState<Running | null>(null);

  const load = useCallback(
    () => run(() => surveysOf(browserApi)).then((answer) => answer?.surveys ?? []),
    [run],
  );
  const refresh = async () => setSurveys(await load());

  useEffect(() => {
    void load().then(setSurveys);
  }, [load]);

  const refuse = (result: Result<unknown>) =>
    !result.ok && setMessage({ title: TITLE, text: result.message });

  async function start(sectionId: number) {
    const answer = await run(() => startSurveySection(browserApi, sectionId));
    if (!answer) return;
    const steps = answer.questions.map(({ id, number, type }) => ({ id: String(id), number, type }));
    const started = startSurvey(String(sectionId), steps);
    if (!started.ok) return refuse(started);
    const title = `${answer.section.surveyTitle}: ${answer.section.title}`;
    setRunning({ sectionId, title, questions: answer.questions, state: started.value });
  }

  async function send(survey: Running, result: Result<SurveyStep>) {
    if (!result.ok) return refuse(result);
    const { submission, state, message: done } = result.value;
    const body = { answerValue: submission.answerValue, freeTextAnswer: submission.freeTextAnswer };
    const saved = await run(() =>
      answerSurveyQuestion(browserApi, survey.sectionId, Number(submission.questionID), body),
    );
    if (!saved) return;
    if (done === null) return setRunning({ ...survey, state });
    setRunning(null);
    setMessage({ title: TITLE, text: done });
    await refresh();
  }

  async function skipTheRest(survey: Running) {
    const skipped = skipAll(survey.state);
    if (!skipped.ok) return refuse(skipped);
    if (!(await run(() => skipAllOfSurvey(browserApi, survey.sectionId)))) return;
    setRunning(null);
    await refresh();
  }

  function back(survey: Running) {
    const previous = goBack(survey.state);
    if (!previous.ok) return refuse(previous);
    setRunning({ ...survey, state: previous.value });
  }

  const shown = running ? currentQuestion(running.state) : null;
  return (
    <div className="flex flex-col gap-2">
      {running && shown ? (
        <SurveyQuestionStep
          key={shown.question.id}
          title={running.title}
          question={running.questions[shown.position - 1]!}
          position={shown.position}
          total={shown.total}
          busy={busy}
          onAnswer={(answer: SurveyAnswer) => void send(running, answerQuestion(running.state, answer))}
          onSkip={() => void send(running, skipQuestion(running.state))}
          onBack={() => back(running)}
          onSkipAll={() => void skipTheRest(running)}
        />
      ) : (
        <SurveySections surveys={surveys} busy={busy} onStart={(sectionId) => void start(sectionId)} />
      )}
      <AppMessage message={message} onClose={closeMessage} />
      <LoadingOverlay active={busy && surveys !== null} delayMs={200} />
    </div>
  );
}
