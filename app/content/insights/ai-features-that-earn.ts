import type { ArticleContent } from "~/schema/insights";

export const aiFeaturesThatEarn: ArticleContent = {
  title: "AI features that earn their keep: a checklist before you build one",
  searchTitle: "AI features that earn their keep",
  summary:
    "Before adding AI to an app, we ask our clients five questions. Most of the good ideas survive them; the expensive ones usually do not. Here is the list we use.",
  date: "2026-11-18",
  author: "Mahnoor Tariq",
  tags: ["ai", "product", "process"],
  body: `Every second brief we receive this year mentions AI. Some of those ideas have become the features customers use most; others would have cost a lot and changed nothing. The difference shows up early if you ask the right questions.

## The five questions

1. **What does the user do today, by hand?** A feature that removes a task people already do (sorting invoices, writing a first reply) is easy to value. A feature that invents a new task rarely is.
2. **What happens when it is wrong?** A wrong suggestion in a search box costs a second. A wrong figure in a quote costs a client. The riskier the mistake, the more the feature should suggest rather than decide.
3. **Do you have the data, and may you use it?** Many ideas stop here, and that is a good outcome: it is cheaper to find out in a meeting than after three months of work.
4. **How will you know it works?** We agree on one number before we build: time saved per order, replies sent per hour, tickets closed without a second message.
5. **What is the plain version?** Often a good filter or a template gives most of the value. We build that first and add the model only where it clearly does better.

## A small example

For a logistics client we were asked to "add AI to the dispatch screen". The plain version, sorting jobs by distance and deadline, solved most of the problem in two weeks. A model now suggests which driver to send for the hardest tenth of jobs, and the dispatcher accepts or changes the suggestion with one tap.

> Start with the task, not the technology. The model is the last piece you choose, not the first.

## Where to start

If you have an idea, write down the answer to question one in a single sentence. If that is easy, the rest usually follows. Our [AI development team](/ai-development) is happy to go through the other four with you.`,
};
