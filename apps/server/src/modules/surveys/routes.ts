/** The van app's survey routes (contract vanSurveyRoutes; decision 164), each the signed-in app user's own. */
import { vanSurveyRoutes as contract } from "@merchant/contract";
import type { FastifyInstance } from "fastify";
import { implement } from "../../lib/implement-route.ts";
import { appSession } from "../van/index.ts";
import { surveysFor } from "./index.ts";

export async function surveyRoutes(app: FastifyInstance) {
  const surveys = surveysFor(app);

  implement(app, contract.appSurveys, async (request, reply) =>
    surveys.list((await appSession(request, reply)).userId),
  );

  implement(app, contract.startSurvey, async (request, reply) =>
    surveys.start((await appSession(request, reply)).userId, request.params.sectionId),
  );

  implement(app, contract.answerSurveyQuestion, async (request, reply) => {
    const { userId } = await appSession(request, reply);
    return surveys.answer(userId, request.params.sectionId, request.params.questionId, request.body);
  });

  implement(app, contract.skipAllSurvey, async (request, reply) =>
    surveys.skipAll((await appSession(request, reply)).userId, request.params.sectionId),
  );
}
